import { passwordStrengthChecks, type PasswordStrengthRule } from '@gaia/domain';
import { useT } from '@gaia/ui';
import { HiddenText, RuleItem, RuleList, RulesBox, RulesTitle } from './PasswordRules.styles';

export interface PasswordRulesProps {
  /** The new password as typed. */
  password: string;
  /** The rules to show; the domain's defaults when omitted. */
  rules?: readonly PasswordStrengthRule[];
  /** Id of the list, so the field can point at it. */
  id?: string;
}

/** The mark of a rule: a ticked circle when met, an empty one when not (the shape tells, not only colour). */
function Mark({ met }: { met: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {met ? (
        <path
          d="M5 8.2l2 2 4-4.4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : null}
    </svg>
  );
}

/**
 * F2.14: the new-password rules as live indicators (spec 02 §5: "configured rule list shown as
 * hints"). Each rule says whether it is met in words for screen readers; the list is not a live
 * region, so typing is not interrupted by announcements.
 */
export function PasswordRules({ password, rules, id }: PasswordRulesProps) {
  const t = useT();
  const titleId = id ? `${id}-title` : undefined;
  return (
    <RulesBox>
      <RulesTitle id={titleId}>{t('gaia_portal_account_rules_title')}</RulesTitle>
      <RuleList id={id} aria-labelledby={titleId}>
        {passwordStrengthChecks(password, rules).map(({ rule, met }) => (
          <RuleItem key={rule.id} data-rule={rule.id} data-met={met ? '' : undefined}>
            <Mark met={met} />
            <span>{t(rule.messageKey, rule.values)}</span>
            <HiddenText>{`: ${t(met ? 'gaia_portal_account_rule_met' : 'gaia_portal_account_rule_unmet')}`}</HiddenText>
          </RuleItem>
        ))}
      </RuleList>
    </RulesBox>
  );
}
