import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ReferenceChoice } from '@gaia/domain';
import { Button, Select } from '@gaia/ui';
import { FieldReason } from './identity.styles';

export interface ListSelectProps {
  /** The list's query (a reference list, or a level of the address tree). */
  query: UseQueryOptions<ReferenceChoice[], Error, ReferenceChoice[], readonly unknown[]>;
  /** Wait for the level above to be chosen. */
  enabled?: boolean;
  label: string;
  value: string;
  onChange: (choice: ReferenceChoice | undefined) => void;
  onBlur?: () => void;
  error?: string;
  /** Held on the profile: shown, not changeable, with the reason. */
  lockedNote?: string;
  id: string;
}

/**
 * F2.6: a required choice from a server list — loading shown in the control, a failed list said
 * beside it with Try again; the chosen entry handed on with its name.
 */
export function ListSelect({
  query,
  enabled = true,
  label,
  value,
  onChange,
  onBlur,
  error,
  lockedNote,
  id,
}: ListSelectProps) {
  const list = useQuery({ ...query, enabled });
  const options = (list.data ?? []).map((choice) => ({ value: choice.id, label: choice.name }));
  const loading = enabled && list.isPending;
  return (
    <div>
      <Select
        id={id}
        label={label}
        required
        options={options}
        value={value}
        placeholder={loading ? 'gaia_pickers_loading' : 'gaia_pickers_select_placeholder'}
        disabled={!enabled || loading || Boolean(lockedNote)}
        onChange={(next) => onChange(list.data?.find((choice) => choice.id === next))}
        {...(onBlur ? { onBlur } : {})}
        {...(lockedNote ? { hint: lockedNote } : {})}
        {...(list.isError ? { error: 'gaia_signup_supp_list_failed' } : error ? { error } : {})}
      />
      {list.isError ? (
        <FieldReason as="div">
          <Button variant="ghost" onClick={() => void list.refetch()}>
            gaia_signup_supp_list_retry
          </Button>
        </FieldReason>
      ) : null}
    </div>
  );
}
