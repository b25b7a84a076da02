import { useMemo } from 'react';
import { phoneCountry } from '@gaia/domain';
import type { FieldFormProps, FieldStatusProps } from '../internal/fieldProps';
import { useGaia } from '../provider/GaiaContext';
import { Select, type SelectOption } from '../Select/Select';
import { Control, Field, Label } from '../TextField/TextField.styles';
import { NumberInput, Parts } from './PhoneNumberField.styles';
import { DEFAULT_PHONE_COUNTRY, usePhoneNumberField, type PhoneNumberDetails } from './usePhoneNumberField';
import { fieldDescription } from '../internal/fieldDescription';
import { fieldControlProps } from '../internal/fieldControlProps';
import { FieldGroup } from '../internal/FieldGroup';
import { useFieldId } from '../internal/useFieldId';

export type { PhoneNumberDetails } from './usePhoneNumberField';

/** A calling code kept left to right inside right-to-left text (isolated, so '+' stays in front). */
const isolate = (text: string) => `\u2066${text}\u2069`;

/** Country names in the page's language (undefined in an engine without Intl.DisplayNames). */
function regionNames(locale: string): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    return undefined;
  }
}

export interface PhoneNumberFieldProps extends FieldStatusProps, FieldFormProps {
  /** The group's label (legend): a message key or text. @default 'gaia_kitforms_phone_label' */
  label?: string;
  /** Label of the country-code picker. @default 'gaia_kitforms_phone_country' */
  countryLabel?: string;
  /** Label of the national number input. @default 'gaia_kitforms_phone_number' */
  numberLabel?: string;
  /**
   * Error message key (or server message), e.g. the form's "required" after a failed submit. The
   * field's own rule (wrong length, no country) shows first once the person has left the number.
   */
  error?: string;
  /** Controlled value in E.164 ('+263771234567'); '' while the number is empty or does not pass the rule. */
  value?: string;
  /** Initial value when uncontrolled, in E.164. @default '' */
  defaultValue?: string;
  /**
   * Called on every change with the E.164 value ('' until the number passes the rule) and the parts
   * as typed with the rule's verdict.
   */
  onChange?: (value: string, details: PhoneNumberDetails) => void;
  /** Country chosen when the value does not say (ISO 3166-1 alpha-2). @default 'ZW' */
  defaultCountry?: string;
  /** Codes of the countries offered, in display order (ISO 3166-1 alpha-2). @default every country of the domain's table */
  countries?: readonly string[];
  /** Called when focus leaves the number input. */
  onBlur?: () => void;
  /**
   * Id of the number input (the target of an error summary's link); the country picker gets
   * `<id>-country`. Generated when omitted.
   */
  id?: string;
}

/**
 * A phone number with its country calling code (Mistica's and Scale's phone field): a country
 * picker (the kit's Select, country names from Intl in the page's language) and the national number.
 * An international number typed, pasted or autofilled into the number ('+263 77 123 4567') is split
 * into both. The rule is the domain's `validatePhoneNumber`; the value is E.164.
 */
export function PhoneNumberField({
  label = 'gaia_kitforms_phone_label',
  countryLabel = 'gaia_kitforms_phone_country',
  numberLabel = 'gaia_kitforms_phone_number',
  hint,
  error,
  required = false,
  disabled = false,
  value,
  defaultValue = '',
  onChange,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  countries,
  onBlur,
  name,
  id,
}: PhoneNumberFieldProps) {
  const { t, locale } = useGaia();
  const numberId = useFieldId('gaia-phone', id);
  const field = usePhoneNumberField({ value, defaultValue, defaultCountry, onChange, countries });

  const names = useMemo(() => regionNames(locale), [locale]);
  const options: SelectOption[] = field.offered.map((country) => ({
    value: country.code,
    label: t('gaia_kitforms_phone_country_option', {
      country: names?.of(country.code) ?? country.code,
      dialCode: isolate(`+${country.dialCode}`),
    }),
  }));

  const country = phoneCountry(field.parts.country);
  const shownError = field.problem ?? error;
  const errorValues = useMemo(() => {
    if (!country) return undefined;
    const number = new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : locale);
    const lengths = country.lengths.map((length) => number.format(length));
    let list = lengths.join(' / ');
    try {
      list = new Intl.ListFormat(locale, { type: 'disjunction' }).format(lengths);
    } catch {
      // An engine without ListFormat keeps the plain list.
    }
    return { lengths: list, dialCode: isolate(`+${country.dialCode}`) };
  }, [country, locale]);
  const { describedBy } = fieldDescription(numberId, { hint, error: shownError });

  return (
    <FieldGroup
      label={label}
      required={required}
      hint={hint && t(hint)}
      baseId={numberId}
      errorRole={field.problem ? 'alert' : undefined}
      error={shownError && t(shownError, errorValues)}
      submit={{ name, value: field.value, disabled }}
    >
      <Parts>
        <Select
          id={`${numberId}-country`}
          label={countryLabel}
          options={options}
          value={field.parts.country}
          onChange={field.setCountry}
          disabled={disabled}
          invalid={field.problem === 'gaia_kitforms_phone_error_country'}
          describedBy={describedBy}
        />
        <Field>
          <Label htmlFor={numberId}>{t(numberLabel)}</Label>
          <Control data-invalid={shownError ? '' : undefined} data-disabled={disabled ? '' : undefined}>
            <NumberInput
              id={numberId}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              value={field.parts.national}
              onChange={(event) => field.setNational(event.target.value)}
              onPaste={field.onPaste}
              onBlur={() => {
                field.onBlur();
                onBlur?.();
              }}
              {...fieldControlProps({ required, disabled, invalid: shownError, describedBy })}
            />
          </Control>
        </Field>
      </Parts>
    </FieldGroup>
  );
}
