import type { ChoiceGroupProps } from '../RadioGroup/useChoiceGroup';
import { useT } from '../provider/GaiaContext';
import { FieldHint, GroupLabel } from './FieldParts.styles';
import { LabelText } from './LabelText';

interface ChoiceGroupHeadingProps {
  /** The group's props: its label (unless hidden), required marker and hint. */
  group: ChoiceGroupProps;
  /** The ids that tie the label and the hint to the group (`useChoiceGroup`). */
  labelProps: { id: string };
  descriptionProps: { id: string };
}

/**
 * What a single-choice group (RadioGroup, SegmentedControl) shows above its options: the label,
 * unless it is hidden (the group is then named for assistive technology only), and the hint.
 */
export function ChoiceGroupHeading({ group, labelProps, descriptionProps }: ChoiceGroupHeadingProps) {
  const t = useT();
  return (
    <>
      {group.hideLabel ? null : (
        <GroupLabel {...labelProps}>
          <LabelText label={group.label} required={group.required ?? false} />
        </GroupLabel>
      )}
      {group.hint ? <FieldHint {...descriptionProps}>{t(group.hint)}</FieldHint> : null}
    </>
  );
}
