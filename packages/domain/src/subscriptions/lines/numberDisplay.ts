import type { MaskRule } from '../../kernel/config/portalConfig';
import { maskText } from '../../kernel/format/mask';
import { breakServiceNumber, parseServiceNbrBreakRule } from '../../kernel/format/serviceNumber';
import type { Subscription } from '../subscription';

/**
 * F3.2, spec 03 §5 "Numbers are displayed masked or broken by serviceNbrBreakRule": with a break
 * rule configured the number is broken into groups ("77 123 4567"); without one it is masked by the
 * masking rule ("771****567"). The prefix (country code) is shown in front with a "+".
 */
export function displayLineNumber(
  subscription: Pick<Subscription, 'accNbr' | 'prefix'>,
  options: { breakRule?: string | null; mask?: Partial<MaskRule> } = {},
): string {
  const accNbr = (subscription.accNbr ?? '').replace(/\s+/g, '');
  const rule = parseServiceNbrBreakRule(options.breakRule ?? undefined);
  const body = rule ? breakServiceNumber(accNbr, rule) : maskText(accNbr, options.mask);
  const prefix = (subscription.prefix ?? '').replace(/\D/g, '');
  return prefix && body ? `+${prefix} ${body}` : body;
}
