import { RadioGroup, type RadioGroupProps, type RadioOption } from '../RadioGroup/RadioGroup';

/** The gender values of the documents. */
export type Gender = 'male' | 'female';

const genderOptions: readonly RadioOption[] = [
  { value: 'male', label: 'gaia_kitnumbers_gender_male' },
  { value: 'female', label: 'gaia_kitnumbers_gender_female' },
];

export interface GenderChoiceProps extends Omit<RadioGroupProps, 'options' | 'label' | 'value' | 'defaultValue' | 'onChange'> {
  /** The group's label: a message key. @default 'gaia_kitnumbers_gender_label' */
  label?: string;
  /** Controlled value; `null` for no choice. */
  value?: Gender | null;
  /** Initial value when uncontrolled. @default null */
  defaultValue?: Gender | null;
  /** Called with the chosen gender. */
  onChange?: (value: Gender) => void;
  /** Lay the two choices in a row (arrow keys follow the reading direction). @default 'horizontal' */
  orientation?: 'vertical' | 'horizontal';
}

/** The gender choice: male or female, as a radio group with one tab stop. */
export function GenderChoice({ label = 'gaia_kitnumbers_gender_label', orientation = 'horizontal', onChange, ...rest }: GenderChoiceProps) {
  return (
    <RadioGroup
      {...rest}
      label={label}
      orientation={orientation}
      options={genderOptions}
      onChange={onChange ? (value) => onChange(value as Gender) : undefined}
    />
  );
}
