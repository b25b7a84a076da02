import type { ComponentType } from 'react';
import type { IdentityData, RegistrationConfig, StepOneData, SupplementaryData, VerifiedCode } from '@gaia/domain';
import { lazyWithMessages } from '../../app/lazyWithMessages';
import { StepUnavailable } from './StepUnavailable';

/** Step one's contract (features/signUp/stepOne/StepOne.tsx). */
export interface StepOneProps {
  initial?: Partial<StepOneData>;
  config: RegistrationConfig;
  onDraft?: (draft: Partial<StepOneData>) => void;
  onDone: (data: StepOneData) => void;
  onCancel: () => void;
}

/** The code step's contract (features/signUp/stepOne/CodeStep.tsx). */
export interface CodeStepProps {
  stepOne: StepOneData;
  config: RegistrationConfig;
  onVerified: (code: VerifiedCode) => void;
  onBack: () => void;
}

/** The identity step's contract (features/signUp/identity/IdentityStep.tsx). */
export interface IdentityStepProps {
  initial?: Partial<IdentityData>;
  stepOne: StepOneData;
  locked?: ReadonlySet<string>;
  config: RegistrationConfig;
  onDraft?: (draft: Partial<IdentityData>) => void;
  onNext: (data: IdentityData) => void;
  onBack: () => void;
}

/** The supplementary step's contract (features/signUp/identity/SupplementaryStep.tsx). */
export interface SupplementaryStepProps {
  initial?: Partial<SupplementaryData>;
  locked?: ReadonlySet<string>;
  onDraft?: (draft: Partial<SupplementaryData>) => void;
  onNext: (data: SupplementaryData) => void;
  onBack: () => void;
  nextLabel?: string;
}

/** The help beside each step (features/signUp/help/HelpPanel.tsx). */
export interface HelpPanelProps {
  step: string;
}

type Loader = () => Promise<Record<string, unknown>>;

/*
 * The steps other parts of the area build, each its own chunk loaded when its step is shown (the
 * route's own JS stays small). They are found by file name, so the page builds and says "not
 * available" in a step's place for a part not yet in the tree, instead of failing to compile.
 */
const parts = import.meta.glob<Record<string, unknown>>([
  './stepOne/StepOne.tsx',
  './stepOne/CodeStep.tsx',
  './identity/IdentityStep.tsx',
  './identity/SupplementaryStep.tsx',
  './help/HelpPanel.tsx',
]);

function partStep<P extends object>(file: string, exportName: string): ComponentType<P> {
  const load: Loader | undefined = parts[file];
  return lazyWithMessages<P>(async () => {
    const module = load ? await load() : {};
    const component = module[exportName] as ComponentType<P> | undefined;
    return { default: component ?? (StepUnavailable as ComponentType<P>) };
  });
}

export const StepOne = partStep<StepOneProps>('./stepOne/StepOne.tsx', 'StepOne');
export const CodeStep = partStep<CodeStepProps>('./stepOne/CodeStep.tsx', 'CodeStep');
export const IdentityStep = partStep<IdentityStepProps>('./identity/IdentityStep.tsx', 'IdentityStep');
export const SupplementaryStep = partStep<SupplementaryStepProps>('./identity/SupplementaryStep.tsx', 'SupplementaryStep');
export const HelpPanel = partStep<HelpPanelProps>('./help/HelpPanel.tsx', 'default');
