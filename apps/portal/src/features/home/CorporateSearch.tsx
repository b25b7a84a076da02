import { Button, useT } from '@gaia/ui';
import { normaliseSubscriberNumber, ResultCode, SubscriberSearchMessageKey, validateSubscriberNumber, DEFAULT_COUNTRY_PREFIX, type Subscription } from '@gaia/domain';
import { FormFields, FormTextField } from '../../forms/fields';
import { useRulesForm } from '../../forms/useRulesForm';
import { linesApi } from './homeApi';
import { SearchRow } from './Home.styles';

export interface CorporateSearchProps {
  /** Called with the line found for the number. */
  onFound: (line: Subscription) => void;
  /** custType sent with the detail call. */
  custType?: string;
}

const rules = (values: { number: string }) => ({ number: validateSubscriberNumber(values.number) });

/**
 * F3.2: the corporate subscriber search — any of the company's numbers, looked up with /subs/detail;
 * a number that is not the company's says so on the field, and what was typed stays.
 */
export function CorporateSearch({ onFound, custType }: CorporateSearchProps) {
  const t = useT();
  const form = useRulesForm({
    defaultValues: { number: '' },
    rules,
    submit: async ({ number }) => {
      const answer = await linesApi.subsDetail({ accNbr: normaliseSubscriberNumber(number), prefix: DEFAULT_COUNTRY_PREFIX, ...(custType ? { custType } : {}) });
      if (answer.code === ResultCode.success && answer.data) onFound(answer.data);
      else form.failField('number', answer.resultMsg || t(SubscriberSearchMessageKey.notFound));
    },
  });
  return (
    <FormFields form={form}>
      <SearchRow onSubmit={form.handleSubmit} noValidate role="search" aria-label={t('gaia_lines_search_title')}>
        <FormTextField name="number" label="gaia_lines_search_label" hint="gaia_lines_search_hint" inputMode="tel" autoComplete="off" maxLength={20} />
        <Button type="submit" variant="secondary" loading={form.pending}>
          gaia_lines_search_action
        </Button>
      </SearchRow>
    </FormFields>
  );
}
