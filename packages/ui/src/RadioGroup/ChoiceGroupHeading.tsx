import type { HTMLAttributes } from 'react';
import { FieldLabelText } from '../internal/FieldLabelText';
import { FieldHint, GroupLabel } from '../internal/FieldParts.styles';
import { useT } from '../provider/GaiaContext';

export interface ChoiceGroupHeadingProps {
  /** The group's label: a message key or text. */
  label: string;
  required: boolean;
  /** The label is given to assistive technology only (by useChoiceGroup), not shown. */
  hideLabel?: boolean | undefined;
  /** The group's hint: a message key or text. */
  hint?: string | undefined;
  /** From useChoiceGroup: the label's id, which names the group. */
  labelProps: HTMLAttributes<HTMLElement>;
  /** From useChoiceGroup: the hint's id, which describes the group. */
  descriptionProps: HTMLAttributes<HTMLElement>;
}

/** What stands above a single-choice group's options: its label (unless hidden) and its hint. */
export function ChoiceGroupHeading({
  label,
  required,
  hideLabel,
  hint,
  labelProps,
  descriptionProps,
}: ChoiceGroupHeadingProps) {
  const t = useT();
  return (
    <>
      {hideLabel ? null : (
        <GroupLabel {...labelProps}>
          <FieldLabelText label={label} required={required} />
        </GroupLabel>
      )}
      {hint ? <FieldHint {...descriptionProps}>{t(hint)}</FieldHint> : null}
    </>
  );
}
