import { useId } from 'react';
import { normaliseRemarks, remarksCounter } from '@gaia/domain';
import { useT } from '../provider/GaiaContext';
import { RemarksCounter, RemarksInput, RemarksLabel, RemarksRoot } from './RemarksField.styles';

export interface RemarksFieldProps {
  /** The remarks (controlled). */
  value: string;
  /** Called with the remarks cut at 400 characters (`normaliseRemarks`). */
  onChange: (value: string) => void;
  /** Label: a message key. @default 'gaia_kitorders_remarks' */
  label?: string;
  /** The counter under the field, with {{count}} and {{max}}: a message key. @default 'gaia_kitorders_remarks_counter' */
  counterLabel?: string;
  /** @default false */
  disabled?: boolean;
}

// F3.16
/**
 * Cancel and rating remarks — a text area of at most 400 characters with a live counter
 * (`remarksCounter`) that describes the field.
 */
export function RemarksField({ value, onChange, label = 'gaia_kitorders_remarks', counterLabel = 'gaia_kitorders_remarks_counter', disabled = false }: RemarksFieldProps) {
  const t = useT();
  const id = `gaia-remarks-${useId()}`;
  const { count, max } = remarksCounter(value);
  return (
    <RemarksRoot>
      <RemarksLabel htmlFor={id}>{t(label)}</RemarksLabel>
      <RemarksInput
        id={id}
        value={value}
        rows={4}
        disabled={disabled}
        aria-describedby={`${id}-counter`}
        onChange={(event) => onChange(normaliseRemarks(event.target.value))}
      />
      <RemarksCounter id={`${id}-counter`} aria-live="polite">
        {t(counterLabel, { count, max })}
      </RemarksCounter>
    </RemarksRoot>
  );
}
