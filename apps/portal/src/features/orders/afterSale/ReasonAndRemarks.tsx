import { FormError, RadioGroup, RemarksField } from '@gaia/ui';
import { reasonLabelKey } from '@gaia/domain';
import type { RulesForm } from '../../../forms/useRulesForm';

/** The two fields every after-sale form ends with. */
type Values = { reason: string; remarks: string };

export interface ReasonAndRemarksProps {
  /** The form, whose values include reason and remarks (other fields are not touched here). */
  form: { values: Values } & Pick<RulesForm<Values>, 'change' | 'errorOf' | 'pending' | 'formError'>;
  /** The reason codes offered. */
  reasons: readonly string[];
}

// F4.5
/** The end of every after-sale form: the reason (required), the remarks (≤ 400 with a counter), the form's failure. */
export function ReasonAndRemarks({ form: bound, reasons }: ReasonAndRemarksProps) {
  return (
    <>
      <RadioGroup
        label="gaia_aftersale_reason"
        required
        options={reasons.map((reason) => ({ value: reason, label: reasonLabelKey(reason) }))}
        value={bound.values.reason || null}
        onChange={(value) => bound.change('reason', value)}
        error={bound.errorOf('reason')}
        disabled={bound.pending}
      />
      <RemarksField label="gaia_aftersale_remarks" value={bound.values.remarks} onChange={(value) => bound.change('remarks', value)} disabled={bound.pending} />
      {bound.formError ? <FormError role="alert">{bound.formError}</FormError> : null}
    </>
  );
}
