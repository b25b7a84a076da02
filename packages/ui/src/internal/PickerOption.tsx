import type { LiHTMLAttributes, Ref } from 'react';
import { Check } from './icons/glyphs';
import { Option } from '../Select/Select.styles';

interface PickerOptionProps extends LiHTMLAttributes<HTMLLIElement> {
  /** The option's text, translated. */
  text: string;
  /** Marks the chosen option with a check. */
  chosen: boolean;
  /** The option the arrow keys are on. */
  highlighted: boolean;
  ref?: Ref<HTMLLIElement>;
  'data-action'?: string;
}

/** One option of a picker's list: its text, and a check mark on the chosen one. */
export function PickerOption({ text, chosen, highlighted, ...itemProps }: PickerOptionProps) {
  return (
    <Option {...itemProps} data-highlighted={highlighted ? '' : undefined}>
      <span>{text}</span>
      {chosen ? <Check size={16} aria-hidden="true" /> : null}
    </Option>
  );
}
