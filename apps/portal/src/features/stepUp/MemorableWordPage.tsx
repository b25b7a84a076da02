import { useEffect, useRef, useState } from 'react';
import { Button, useT } from '@gaia/ui';
import { MemorableWordForm } from './MemorableWordForm';
import { useStepUp } from './useStepUp';
import { Page, Success, Title } from './StepUp.styles';

/**
 * The memorable-word check at /memorableWord (spec 03 §2, §4; F3.10). It also offers the other
 * step-up methods (face or code) through the chooser, as any gated change does.
 */
export default function MemorableWordPage() {
  const t = useT();
  const stepUp = useStepUp();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [result, setResult] = useState<'passed' | 'memorablePassed' | 'notPassed'>();

  // A new page: its heading takes focus, so screen readers start at the check.
  useEffect(() => titleRef.current?.focus(), []);

  const message = { passed: 'gaia_stepup_passed', memorablePassed: 'gaia_stepup_memorable_passed', notPassed: 'gaia_stepup_not_passed' };
  return (
    <Page>
      <Title ref={titleRef} tabIndex={-1}>
        {t('gaia_stepup_memorable_title')}
      </Title>
      <MemorableWordForm onPassed={() => setResult('memorablePassed')} />
      <Button
        variant="secondary"
        onClick={async () => {
          setResult(undefined);
          const passed = await stepUp.ensure('memorableWord');
          setResult(passed ? 'passed' : 'notPassed');
        }}
      >
        {t('gaia_stepup_face_instead')}
      </Button>
      <Success role="status">{result ? t(message[result]) : ''}</Success>
      {stepUp.element}
    </Page>
  );
}
