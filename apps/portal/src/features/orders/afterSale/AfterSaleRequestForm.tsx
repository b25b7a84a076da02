import type { ReactNode } from 'react';
import { Button, useT } from '@gaia/ui';
import type { FormValues } from '@gaia/domain';
import { FormFields } from '../../../forms/fields';
import type { RulesForm } from '../../../forms/useRulesForm';
import type { AfterSaleDoneProps } from './AfterSaleDone';
import { LazyAfterSaleDone } from './lazyAfterSaleDone';
import { Form } from './AfterSale.styles';
import { ReasonAndRemarks } from './ReasonAndRemarks';
import type { useAfterSaleSubmit } from './useAfterSaleSubmit';

interface AfterSaleRequestFormProps<V extends FormValues<V> & { reason: string; remarks: string }> {
  /** Which request: the confirmation says so. */
  action: AfterSaleDoneProps['action'];
  /** The form's accessible name and its submit (message keys). */
  label: string;
  submitLabel: string;
  form: RulesForm<V>;
  /** The request's sending and its created order (the confirmation shows it). */
  request: ReturnType<typeof useAfterSaleSubmit>;
  /** The reason codes offered. */
  reasons: readonly string[];
  /** Submit is off: nothing in the order can be asked for. */
  submitDisabled?: boolean;
  /** The request's own fields, before the reason and remarks. */
  children: ReactNode;
}

// F4.5
/**
 * What every after-sale request form has around its own fields: the reason and remarks, the
 * submit, and the confirmation once the request is accepted — closing it starts the form again.
 */
export function AfterSaleRequestForm<V extends FormValues<V> & { reason: string; remarks: string }>({
  action,
  label,
  submitLabel,
  form,
  request,
  reasons,
  submitDisabled,
  children,
}: AfterSaleRequestFormProps<V>) {
  const t = useT();
  return (
    <FormFields form={form}>
      <Form onSubmit={(event) => void form.handleSubmit(event)} noValidate aria-label={t(label)}>
        {children}
        <ReasonAndRemarks form={form} reasons={reasons} />
        <Button type="submit" loading={form.pending} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </Form>
      <LazyAfterSaleDone
        created={request.created}
        action={action}
        onClose={() => {
          request.dismiss();
          form.reset();
        }}
      />
    </FormFields>
  );
}
