import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, FormError, TextField, useT } from '@gaia/ui';
import {
  MEMORABLE_WORD_MAX_LENGTH,
  ResultCode,
  canSubmitMemorableWord,
  memorableWordChanged,
  memorableWordError,
  memorableWordFailed,
  memorableWordPattern,
  stepUpKeys,
  type MemorableWordState,
} from '@gaia/domain';
import { stepUpApi } from './stepUpApi';
import { Form, Text } from './StepUp.styles';

export interface MemorableWordFormProps {
  /** The check passed: the reference the gated change takes. */
  onPassed: (referenceId: string) => void;
}

/**
 * The memorable-word form (spec 03 §2, §4, §5, §8; F3.10): Next enabled only when the word matches
 * the pattern (UC_SEC_PIN_REGEX, default 4–12 letters); a failed check shows the server's message,
 * else ours, and Next stays disabled until the word changes. The word typed is never cleared.
 */
export function MemorableWordForm({ onPassed }: MemorableWordFormProps) {
  const t = useT();
  const configured = useQuery({
    queryKey: stepUpKeys.memorableWordPattern(),
    // A query may not answer undefined: '' stands for "none configured", which keeps the default pattern.
    queryFn: async () => (await stepUpApi.memorableWordPattern()) ?? '',
    staleTime: 30 * 60_000,
  });
  const pattern = memorableWordPattern(configured.data);
  const [state, setState] = useState<MemorableWordState>({ word: '' });
  const [left, setLeft] = useState(false);
  const [checking, setChecking] = useState(false);
  const [callFailed, setCallFailed] = useState(false);
  const enabled = canSubmitMemorableWord(state, pattern) && !checking;

  async function submit() {
    if (!enabled) return;
    setChecking(true);
    setCallFailed(false);
    try {
      const answer = await stepUpApi.memorableWordCheck(state.word);
      if (answer.code === ResultCode.success && answer.data?.referenceId) onPassed(answer.data.referenceId);
      else setState((current) => memorableWordFailed(current, answer.resultMsg));
    } catch {
      setCallFailed(true);
    } finally {
      setChecking(false);
    }
  }

  const failure = state.failure && ('text' in state.failure ? state.failure.text : t(state.failure.messageKey));
  return (
    <Form
      noValidate
      aria-label={t('gaia_stepup_memorable_title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Text>{t('gaia_stepup_memorable_text')}</Text>
      <TextField
        label="gaia_stepup_memorable_label"
        hint="gaia_stepup_memorable_hint"
        type="password"
        autoComplete="off"
        required
        maxLength={MEMORABLE_WORD_MAX_LENGTH}
        value={state.word}
        error={failure ?? (left ? memorableWordError(state.word, pattern) : undefined)}
        onChange={(word) => {
          setCallFailed(false);
          setState((current) => memorableWordChanged(current, word));
        }}
        onBlur={() => setLeft(true)}
      />
      <FormError>{callFailed ? t('gaia_stepup_verify_failed') : undefined}</FormError>
      <Button type="submit" disabled={!enabled} loading={checking}>
        {t('gaia_stepup_next')}
      </Button>
    </Form>
  );
}
