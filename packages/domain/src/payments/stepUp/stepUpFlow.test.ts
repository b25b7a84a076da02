import { describe, expect, it } from 'vitest';
import { initialStepUp, stepUpOutcome, stepUpReducer, type StepUpEvent, type StepUpState } from './stepUpFlow';

const run = (state: StepUpState, ...events: StepUpEvent[]) => events.reduce(stepUpReducer, state);
const started = (faceEnabled = true) => run(initialStepUp(faceEnabled), { type: 'start' });

describe('step-up flow (F3.10, spec 03 §4 "Authentication (face or OTP)")', () => {
  it.each([
    [true, 'face'],
    [false, 'otp'],
  ] as const)('face enabled %s: the chooser opens with method %s and no failures', (faceEnabled, method) => {
    expect(started(faceEnabled)).toMatchObject({ dialog: 'chooser', method, failures: 0 });
  });

  it('a start takes the face flag as configured at that moment', () => {
    expect(run(initialStepUp(false), { type: 'start', faceEnabled: true })).toMatchObject({ faceEnabled: true, method: 'face' });
  });

  it('the face flag arriving while the chooser is open offers face first', () => {
    expect(run(initialStepUp(false), { type: 'start' }, { type: 'configured', faceEnabled: true })).toMatchObject({ dialog: 'chooser', method: 'face' });
    const inCode = run(initialStepUp(true), { type: 'start' }, { type: 'methodChanged', method: 'otp' }, { type: 'submitted' });
    expect(stepUpReducer(inCode, { type: 'configured', faceEnabled: false })).toMatchObject({ dialog: 'otp', method: 'otp', faceEnabled: false });
  });

  it('OTP is the only method when face is not enabled', () => {
    const state = run(started(false), { type: 'methodChanged', method: 'face' }, { type: 'submitted' });
    expect(state).toMatchObject({ method: 'otp', dialog: 'otp' });
  });

  it.each([
    ['face', 'face'],
    ['otp', 'otp'],
  ] as const)('Submit with %s opens the %s dialog', (method, dialog) => {
    expect(run(started(), { type: 'methodChanged', method }, { type: 'submitted' }).dialog).toBe(dialog);
  });

  it.each([
    [[{ type: 'faceFailed', notCaptured: false }], 'oops', 1, 'faceFailed'],
    [[{ type: 'faceFailed', notCaptured: true }], 'oops', 1, 'notCaptured'],
    [[{ type: 'faceFailed', notCaptured: false }, { type: 'retried' }, { type: 'faceFailed', notCaptured: false }], 'failedTwice', 2, 'faceFailed'],
    [[{ type: 'faceFailed', notCaptured: false }, { type: 'switchedToOtp' }], 'otp', 1, 'faceFailed'],
    [[{ type: 'faceFailed', notCaptured: false }, { type: 'switchedToOtp' }, { type: 'otpFailed' }], 'failedTwice', 2, 'faceFailed'],
    [[{ type: 'methodChanged', method: 'otp' }, { type: 'otpFailed' }], 'otp', 1, 'notCaptured'],
    [[{ type: 'methodChanged', method: 'otp' }, { type: 'otpFailed' }, { type: 'otpFailed' }], 'failedTwice', 2, 'notCaptured'],
  ] as [StepUpEvent[], string, number, string][])(
    'after %j: dialog %s, %i failures, OTP text %s',
    (events, dialog, failures, otpReason) => {
      const state = run(started(), { type: 'submitted' }, ...events);
      expect(state).toMatchObject({ dialog, failures, otpReason });
    },
  );

  it('the counter never passes the limit', () => {
    const state = run(started(), { type: 'submitted' }, { type: 'otpFailed' }, { type: 'otpFailed' }, { type: 'otpFailed' });
    expect(state.failures).toBe(2);
  });

  it('a pass closes with the reference; a new start forgets the failures', () => {
    const passed = run(started(), { type: 'submitted' }, { type: 'faceFailed', notCaptured: false }, { type: 'retried' }, { type: 'passed', referenceId: 'R-1' });
    expect(stepUpOutcome(passed)).toEqual({ done: true, referenceId: 'R-1' });
    expect(run(passed, { type: 'start' })).toMatchObject({ dialog: 'chooser', failures: 0 });
    expect(run(passed, { type: 'start' }).referenceId).toBeUndefined();
  });

  it('closing gives up without a reference; open dialogs are not done', () => {
    expect(stepUpOutcome(run(started(), { type: 'closed' }))).toEqual({ done: true, referenceId: undefined });
    expect(stepUpOutcome(started())).toEqual({ done: false });
  });
});
