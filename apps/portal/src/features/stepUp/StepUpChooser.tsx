import { Button, RadioGroup, useT } from '@gaia/ui';
import type { StepUpMethod } from '@gaia/domain';
import { Text } from './StepUp.styles';
import { StepUpModal, type StepUpModalProps } from './StepUpModal';

export interface StepUpChooserProps extends Pick<StepUpModalProps, 'open' | 'onClose'> {
  method: StepUpMethod;
  /** Whether face is offered (the feature flag); OTP is the only method otherwise. */
  faceEnabled: boolean;
  onMethodChange: (method: StepUpMethod) => void;
  onSubmit: () => void;
}

/** The authentication-method chooser (spec 03 §2; F3.10): facial recognition or OTP, then Submit. */
export function StepUpChooser({ open, method, faceEnabled, onMethodChange, onSubmit, onClose }: StepUpChooserProps) {
  const t = useT();
  const options = [
    ...(faceEnabled ? [{ value: 'face', label: t('gaia_stepup_method_face'), hint: t('gaia_stepup_method_face_hint') }] : []),
    { value: 'otp', label: t('gaia_stepup_method_otp'), hint: t('gaia_stepup_method_otp_hint') },
  ];
  return (
    <StepUpModal open={open} onClose={onClose} title="gaia_stepup_chooser_title" cancel actions={<Button onClick={onSubmit}>{t('gaia_stepup_submit')}</Button>}>
      <Text>{t('gaia_stepup_chooser_text')}</Text>
      <RadioGroup
        label={t('gaia_stepup_method_label')}
        options={options}
        value={method}
        onChange={(value) => onMethodChange(value === 'face' ? 'face' : 'otp')}
      />
    </StepUpModal>
  );
}
