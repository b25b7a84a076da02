import { useMemo } from 'react';
import type { FieldFormProps, FieldProps, FieldValueProps } from '../internal/fieldProps';
import { useGaia } from '../provider/GaiaContext';
import { Select, type SelectOption } from '../Select/Select';
import { Parts } from './DateField.styles';
import { useDateField, type DateParts } from './useDateField';
import { fieldDescription } from '../internal/fieldDescription';
import { FieldGroup } from '../internal/FieldGroup';
import { useFieldId } from '../internal/useFieldId';

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

export interface DateFieldProps extends FieldProps, FieldValueProps, FieldFormProps {
  /** The group's label (legend): a message key or text. */
  label: string;
  /** Helper text under the field: a message key or text. Defaults to the age range when both limits are set. */
  hint?: string;
  /** Error message key (or server message), e.g. "birthday is required"; the age rule's own message comes first. */
  error?: string;
  /** Controlled value: 'YYYYMMDD' (spec birthday format), '' while incomplete or refused. */
  value?: string;
  /** Called with 'YYYYMMDD' once a whole, accepted date is chosen, and with '' when it stops being one. */
  onChange?: (value: string) => void;
  /** Youngest accepted age in whole years (the configured KYC age limit; services need 16). */
  minAge?: number;
  /** Oldest accepted age in whole years. */
  maxAge?: number;
  /** Today as 'YYYYMMDD', for deterministic stories and tests; the local day when omitted. */
  today?: string;
  /**
   * First accepted day, 'YYYYMMDD'. With `latest`, explicit bounds replace the age limits — for a
   * date that is not a birthday, such as an ID's expiry (today to some years ahead).
   */
  earliest?: string;
  /** Last accepted day, 'YYYYMMDD' (with `earliest`). */
  latest?: string;
  /** Message key shown for a whole day outside `earliest`–`latest`. @default 'gaia_pickers_date_invalid' */
  outOfRangeError?: string;
  /** Label of the day part. @default 'gaia_pickers_day' */
  dayLabel?: string;
  /** Label of the month part. @default 'gaia_pickers_month' */
  monthLabel?: string;
  /** Label of the year part. @default 'gaia_pickers_year' */
  yearLabel?: string;
  /** Shown in a part while it is not chosen. @default 'gaia_placeholder_empty' */
  placeholder?: string;
  /** Id prefix of the parts (generated when omitted). */
  id?: string;
}

/**
 * A birthday entry as day, month and year selects. Days, months and years outside the minimum and
 * maximum age are disabled (and skipped by the arrow keys), and a whole date that breaks the rule is
 * refused with a message (the rule is `checkBirthday` of @gaia/domain). The value is the
 * spec's birthday format, 'YYYYMMDD'.
 */
export function DateField({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  defaultValue = '',
  outOfRangeError,
  dayLabel = 'gaia_pickers_day',
  monthLabel = 'gaia_pickers_month',
  yearLabel = 'gaia_pickers_year',
  placeholder = 'gaia_placeholder_empty',
  name,
  id,
  // The value, its change and the accepted days: what the date's behaviour works on.
  ...dateOptions
}: DateFieldProps) {
  const { t, locale } = useGaia();
  const baseId = useFieldId('gaia-date', id);
  const { minAge, maxAge } = dateOptions;
  const field = useDateField({
    ...dateOptions,
    defaultValue,
    ...(outOfRangeError === undefined ? {} : { outOfRangeKey: outOfRangeError }),
  });
  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar' : 'en-GB', {
      month: 'long',
      timeZone: 'UTC',
    });
    return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)));
  }, [locale]);

  const parts: { part: keyof DateParts; label: string; options: SelectOption[] }[] = [
    {
      part: 'day',
      label: dayLabel,
      options: DAYS.map((d) => ({ value: String(d), label: String(d), disabled: field.isDayDisabled(d) })),
    },
    {
      part: 'month',
      label: monthLabel,
      options: monthNames.map((monthName, i) => ({
        value: String(i + 1),
        label: monthName,
        disabled: field.isMonthDisabled(i + 1),
      })),
    },
    {
      part: 'year',
      label: yearLabel,
      options: field.years.map((y) => ({ value: String(y), label: String(y) })),
    },
  ];

  const shownHint =
    hint ?? (minAge !== undefined && maxAge !== undefined ? 'gaia_pickers_age_range' : undefined);
  const shownError = field.problemKey ?? error;
  const values = { min: minAge ?? '', max: maxAge ?? '' };
  const { describedBy } = fieldDescription(baseId, { hint: shownHint, error: shownError });
  const common = { disabled, required, placeholder, invalid: Boolean(shownError), describedBy };

  return (
    <FieldGroup
      label={label}
      required={required}
      hint={shownHint && t(shownHint, values)}
      baseId={baseId}
      errorRole={field.problemKey ? 'alert' : undefined}
      error={shownError && t(shownError, values)}
      submit={{ name, value: field.value, disabled }}
    >
      <Parts>
        {parts.map(({ part, label: partLabel, options }) => (
          <Select
            key={part}
            {...common}
            id={`${baseId}-${part}`}
            label={partLabel}
            options={options}
            value={field.parts[part]}
            onChange={(v) => field.update(part, v)}
          />
        ))}
      </Parts>
    </FieldGroup>
  );
}
