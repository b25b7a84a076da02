import { COMPLETION_LIMITS, normaliseAddressLine } from '@gaia/domain';
import { useT } from '@gaia/ui';
import { FormTextField } from '../../forms/fields';
import { Group, Legend } from './completion.styles';

/** The default address of a completion form (F2.12): street and suburb, the same for both parties. */
export function AddressGroup() {
  const t = useT();
  return (
    <Group>
      <Legend>{t('gaia_completion_section_address')}</Legend>
      <FormTextField name="street" label="gaia_completion_street" autoComplete="address-line1" required maxLength={COMPLETION_LIMITS.street} normalise={normaliseAddressLine} />
      <FormTextField name="suburb" label="gaia_completion_suburb" autoComplete="address-level3" required maxLength={COMPLETION_LIMITS.suburb} normalise={normaliseAddressLine} />
    </Group>
  );
}
