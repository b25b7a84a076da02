import { useId } from 'react';
import { Check, Eraser, PenLine, Undo2 } from '../internal/icons/glyphs';
import { Button } from '../Button/Button';
import { useGaia } from '../provider/GaiaContext';
import { RadioGroup, type RadioOption } from '../RadioGroup/RadioGroup';
import { TextField } from '../TextField/TextField';
import { Actions, Canvas, Heading, Instructions, Root, Status } from './SignaturePad.styles';
import { useSignaturePad, type SignatureMode } from './useSignaturePad';

export interface SignaturePadProps {
  /** Called with the signature as a PNG data URL when it is confirmed (the image is then locked). */
  onConfirm?: (dataUrl: string) => void;
  /** Called after the pad was cleared. */
  onClear?: () => void;
  /** Called when a confirmed signature is unlocked to be changed. */
  onModify?: () => void;
  /** Nothing can be drawn or typed, and no button acts. @default false */
  disabled?: boolean;
  /** Heading of the pad: a message key. @default 'gaia_kitnumbers_signature_label' */
  label?: string;
  /** Instructions under the heading: a message key. @default 'gaia_kitnumbers_signature_instructions' */
  instructions?: string;
}

const modeOptions: readonly RadioOption[] = [
  { value: 'draw', label: 'gaia_kitnumbers_signature_mode_draw' },
  { value: 'type', label: 'gaia_kitnumbers_signature_mode_type' },
];

const statusKey = {
  empty: 'gaia_kitnumbers_signature_empty',
  drawn: 'gaia_kitnumbers_signature_drawn',
  confirmed: 'gaia_kitnumbers_signature_confirmed',
} as const;

/**
 * The signature pad: draw with a mouse, finger or pen (the page does not
 * scroll while drawing), undo the last stroke, clear, confirm — which locks the image and hands it
 * out as a PNG data URL — and modify to unlock it. The drawing survives container resizes and
 * high-DPI screens. For people who cannot draw, "Type my name" writes the typed name onto the pad
 * in a script-like font, and every step then works with the keyboard alone.
 */
export function SignaturePad({
  onConfirm,
  onClear,
  onModify,
  disabled = false,
  label = 'gaia_kitnumbers_signature_label',
  instructions = 'gaia_kitnumbers_signature_instructions',
}: SignaturePadProps) {
  const { t, direction } = useGaia();
  const id = useId();
  const instructionsId = `${id}-instructions`;
  const { canvasRef, state, controls, mode, setMode, typedName, setTypedName, undo, clear, confirm, modify } = useSignaturePad({
    direction,
    disabled,
    onConfirm,
    onClear,
    onModify,
  });
  const locked = state.status === 'confirmed';

  return (
    <Root role="group" aria-labelledby={`${id}-label`} aria-describedby={instructionsId}>
      <Heading id={`${id}-label`}>{t(label)}</Heading>
      <Instructions id={instructionsId}>{t(instructions)}</Instructions>
      <RadioGroup
        label="gaia_kitnumbers_signature_mode"
        options={modeOptions}
        orientation="horizontal"
        value={mode}
        onChange={(value) => setMode(value as SignatureMode)}
        disabled={disabled || locked}
      />
      {mode === 'type' ? (
        <TextField
          label="gaia_kitnumbers_signature_typed_label"
          autoComplete="name"
          value={typedName}
          onChange={setTypedName}
          readOnly={locked}
          disabled={disabled}
        />
      ) : null}
      <Canvas
        ref={canvasRef}
        role="img"
        aria-label={t('gaia_kitnumbers_signature_canvas')}
        aria-describedby={instructionsId}
        data-status={state.status}
        data-mode={mode}
      />
      <Status role="status" data-status={state.status}>
        {t(statusKey[state.status])}
      </Status>
      <Actions>
        {mode === 'draw' ? (
          <Button variant="ghost" icon={<Undo2 size={18} aria-hidden="true" />} disabled={disabled || !controls.canClear} onClick={undo}>
            gaia_kitnumbers_signature_undo
          </Button>
        ) : null}
        <Button variant="secondary" icon={<Eraser size={18} aria-hidden="true" />} disabled={disabled || !controls.canClear} onClick={clear}>
          gaia_kitnumbers_signature_clear
        </Button>
        {locked ? (
          <Button variant="secondary" icon={<PenLine size={18} aria-hidden="true" />} disabled={disabled} onClick={modify}>
            gaia_kitnumbers_signature_modify
          </Button>
        ) : (
          <Button icon={<Check size={18} aria-hidden="true" />} disabled={disabled || !controls.canConfirm} onClick={confirm}>
            gaia_kitnumbers_signature_confirm
          </Button>
        )}
      </Actions>
    </Root>
  );
}
