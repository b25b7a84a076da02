import { Button, Modal, useT } from '@gaia/ui';

export interface MainLinePromptProps {
  /** Opens the set-main-line modal. */
  onChoose: () => void;
  /** Puts the prompt away for this visit. */
  onLater: () => void;
}

/** F3.3 spec 03 §4: the prompt to set a main line (an individual without one; a corporate user without a preferred line). */
export default function MainLinePrompt({ onChoose, onLater }: MainLinePromptProps) {
  const t = useT();
  return (
    <Modal
      open
      onClose={onLater}
      title="gaia_lines_prompt_title"
      size="medium"
      dismissOnMask={false}
      footer={
        <>
          <Button variant="secondary" onClick={onLater}>
            gaia_lines_prompt_later
          </Button>
          <Button onClick={onChoose}>gaia_lines_prompt_action</Button>
        </>
      }
    >
      <p>{t('gaia_lines_prompt_text')}</p>
    </Modal>
  );
}
