import { Check } from '../internal/icons/glyphs';
import { useT } from '../provider/GaiaContext';
import { List, Marker, Position, Root, Status, Step, Text, Title } from './Steps.styles';

export interface StepDefinition {
  /** Stable id (the label is used when omitted). */
  id?: string;
  /** The step's name: a message key or text (translated). */
  label: string;
}

export type StepStatus = 'complete' | 'current' | 'upcoming';

export interface StepsProps {
  /** The steps, in order. */
  steps: readonly StepDefinition[];
  /**
   * Index (from 0) of the current step. Steps before it are completed; `steps.length` marks every
   * step completed (e.g. on the success page).
   */
  current: number;
  /** Names the list for assistive technology. @default 'gaia_controls_steps_label' */
  label?: string;
  /** @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** Shows "Step 2 of 5" above the list. @default true */
  showPosition?: boolean;
  /** The position text, with {{current}} and {{total}}. @default 'gaia_controls_steps_position' */
  positionLabel?: string;
  /** Shown on completed steps, with a tick. @default 'gaia_controls_steps_completed' */
  completedLabel?: string;
  /** Shown on the current step. @default 'gaia_controls_steps_current' */
  currentLabel?: string;
}

/** The status of step `index` when `current` is the current step. */
export function stepStatus(index: number, current: number): StepStatus {
  if (index < current) return 'complete';
  return index === current ? 'current' : 'upcoming';
}

/**
 * Sign-up progress: an ordered list; the current step has aria-current="step";
 * completed steps show a tick and the word "Completed", so state never rests on colour alone
 *.
 */
export function Steps({
  steps,
  current,
  label = 'gaia_controls_steps_label',
  orientation = 'horizontal',
  showPosition = true,
  positionLabel = 'gaia_controls_steps_position',
  completedLabel = 'gaia_controls_steps_completed',
  currentLabel = 'gaia_controls_steps_current',
}: StepsProps) {
  const t = useT();
  const total = steps.length;
  const currentStep = steps[current];
  return (
    // On a phone a horizontal list keeps its markers only; the current step's name is shown above
    // them (drawn by the styles from data-current-title, hidden from screen readers, which read the list).
    <Root data-orientation={orientation} data-current-title={currentStep ? t(currentStep.label) : undefined}>
      {showPosition && total > 0 ? (
        <Position>{t(positionLabel, { current: Math.min(current + 1, total), total })}</Position>
      ) : null}
      <List aria-label={t(label)} data-orientation={orientation}>
        {steps.map((step, index) => {
          const status = stepStatus(index, current);
          return (
            <Step
              key={step.id ?? step.label}
              data-status={status}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <Marker aria-hidden="true">
                {status === 'complete' ? <Check strokeWidth={3} /> : index + 1}
              </Marker>
              <Text>
                <Title>{t(step.label)}</Title>
                {status === 'complete' ? <Status>{t(completedLabel)}</Status> : null}
                {status === 'current' ? <Status>{t(currentLabel)}</Status> : null}
              </Text>
            </Step>
          );
        })}
      </List>
    </Root>
  );
}
