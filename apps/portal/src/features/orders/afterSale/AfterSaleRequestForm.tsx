import type { ReactNode } from 'react';
import { Button, useT } from '@gaia/ui';
import type { FormValues } from '@gaia/domain';
import { FormFields } from '../../../forms/fields';
import type { AfterSaleDoneProps } from './AfterSaleDone';
import { LazyAfterSaleDone } from './lazyAfterSaleDone';
import { Form } from './AfterSale.styles';
import { ReasonAndRemarks } from './ReasonAndRemarks';
import type { AfterSaleForm } from './useAfterSaleForm';

interface AfterSaleRequestFormProps<V extends FormValues<V> & { reason: string; remarks: string }> {
  /** Which request: it names the form and its submit, and the confirmation says so. */
  action: AfterSaleDoneProps['action'];
  /** The request's form and its sending (useAfterSaleForm). */
  afterSale: AfterSaleForm<V>;
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
  afterSale: { form, request },
  reasons,
  submitDisabled,
  children,
}: AfterSaleRequestFormProps<V>) {
  const t = useT();
  return (
    <FormFields form={form}>
      <Form onSubmit={(event) => void form.handleSubmit(event)} noValidate aria-label={t(`gaia_aftersale_action_${action}`)}>
        {children}
        <ReasonAndRemarks form={form} reasons={reasons} />
        <Button type="submit" loading={form.pending} disabled={submitDisabled}>
          {`gaia_aftersale_submit_${action}`}
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
