import { Button, useT } from '@gaia/ui';
import { PromptActions, PromptBox, PromptText, PromptTitle } from './MainLinePrompt.styles';

export interface MainLinePromptProps {
  /** Opens the set-main-line modal. */
  onChoose: () => void;
  /** Puts the prompt away for this visit. */
  onLater: () => void;
}

/**
 * F3.3 spec 03 §4: the prompt to set a main line (an individual without one; a corporate user without
 * a preferred line). It sits at the top of the home rather than in a modal: it arrives when the lines
 * have loaded, and must not take focus from, or cover, whatever the person opened meanwhile (the
 * user menu, the sign-out confirmation, the completion prompt).
 */
export function MainLinePrompt({ onChoose, onLater }: MainLinePromptProps) {
  const t = useT();
  return (
    <PromptBox aria-labelledby="main-line-prompt-title">
      <PromptTitle id="main-line-prompt-title">{t('gaia_lines_prompt_title')}</PromptTitle>
      <PromptText>{t('gaia_lines_prompt_text')}</PromptText>
      <PromptActions>
        <Button onClick={onChoose}>gaia_lines_prompt_action</Button>
        <Button variant="secondary" onClick={onLater}>
          gaia_lines_prompt_later
        </Button>
      </PromptActions>
    </PromptBox>
  );
}
