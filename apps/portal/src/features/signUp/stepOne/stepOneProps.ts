import type { RegistrationConfig, StepOneData } from '@gaia/domain';

/** What sign-up step one takes, and each of its two forms with it (spec 02 §2; F2.1–F2.3). */
export interface StepOneProps {
  /** Values typed earlier (a Back, a reload: the flow keeps them in session storage). */
  initial?: Partial<StepOneData>;
  /** The registration configuration (ID types, code length, default nationality). */
  config: RegistrationConfig;
  /** Told of the values as they are typed, for the flow to keep; `{}` when the step is cleared. */
  onDraft?: (draft: Partial<StepOneData>) => void;
  /** The step is done: the code was requested (standard form) or verified (alternative form, referenceId set). */
  onDone: (data: StepOneData) => void;
  /** Cancel: the flow clears the step's data and goes to /signIn?t=i (spec 02 §2). */
  onCancel: () => void;
}
