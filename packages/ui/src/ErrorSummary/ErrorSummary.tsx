import { useId, type HTMLAttributes } from 'react';
import { CircleAlert } from '../internal/icons/glyphs';
import { useT } from '../provider/GaiaContext';
import { Summary, SummaryLink, SummaryList, SummaryTitle } from './ErrorSummary.styles';
import { useErrorSummary } from './useErrorSummary';

/** One problem of a form: the field it belongs to and what to do about it. */
export interface FormProblem {
  /** Id of the field (or of the group's first control) the link moves focus to. */
  fieldId: string;
  /** The message, a message key or text; usually the same words as the field's own error. */
  message: string;
  /** Values for the placeholders of the message key. */
  values?: Readonly<Record<string, string | number>>;
}

export interface ErrorSummaryProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The problems, in the order of the fields on the page; nothing renders while the list is empty. */
  errors: readonly FormProblem[];
  /** The heading, a message key or text. @default 'gaia_kitforms_error_summary_title' */
  title?: string;
  /** Level of the heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Move focus to the summary when it appears (and when `focusKey` changes). @default true */
  focusOnMount?: boolean;
  /**
   * Changes on every failed submit (e.g. a submit counter), so the summary takes focus again even
   * when the same problems remain.
   */
  focusKey?: string | number;
}

/**
 * The form-level error summary (after the GOV.UK design system): shown above a form after a failed
 * submit, announced (role="alert") and focused, listing each problem as a link that moves focus to
 * its field with the field's label in view. Keep each field's own error as well.
 */
export function ErrorSummary({
  errors,
  title = 'gaia_kitforms_error_summary_title',
  headingLevel = 2,
  focusOnMount = true,
  focusKey,
  ...rest
}: ErrorSummaryProps) {
  const t = useT();
  const titleId = `gaia-error-summary-${useId()}`;
  const active = errors.length > 0;
  const { rootRef, followLink } = useErrorSummary(active, focusOnMount, focusKey);
  if (!active) return null;
  return (
    <Summary {...rest} ref={rootRef} role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <SummaryTitle as={`h${headingLevel}`} id={titleId}>
        <CircleAlert size={20} aria-hidden="true" />
        {t(title)}
      </SummaryTitle>
      <SummaryList>
        {errors.map((problem) => (
          <li key={`${problem.fieldId}:${problem.message}`}>
            <SummaryLink href={`#${problem.fieldId}`} onClick={followLink(problem.fieldId)}>
              {t(problem.message, problem.values)}
            </SummaryLink>
          </li>
        ))}
      </SummaryList>
    </Summary>
  );
}
