import { lazyWithMessages } from '../../app/lazyWithMessages';
import type { IdentityStepProps } from './identity/IdentityStep';
import type { SupplementaryStepProps } from './identity/SupplementaryStep';
import type { CodeStepProps } from './stepOne/CodeStep';
import type { StepOneProps } from './stepOne/StepOne';
import type { SubmitStepProps } from './SubmitStep';
import type { SuccessDialogProps } from './SuccessDialog';

/*
 * The steps of the flow, each its own chunk loaded when its step is shown, so the route's own JS
 * stays small (the camera, OCR and video pieces load later still, inside their steps).
 */
export const StepOne = lazyWithMessages<StepOneProps>(() => import('./stepOne/StepOne').then((m) => ({ default: m.StepOne })));
export const CodeStep = lazyWithMessages<CodeStepProps>(() => import('./stepOne/CodeStep').then((m) => ({ default: m.CodeStep })));
export const IdentityStep = lazyWithMessages<IdentityStepProps>(() => import('./identity/IdentityStep').then((m) => ({ default: m.IdentityStep })));
export const SupplementaryStep = lazyWithMessages<SupplementaryStepProps>(() => import('./identity/SupplementaryStep').then((m) => ({ default: m.SupplementaryStep })));
export const HelpPanel = lazyWithMessages(() => import('./help/HelpPanel'));
export const SubmitStep = lazyWithMessages<SubmitStepProps>(() => import('./SubmitStep').then((m) => ({ default: m.SubmitStep })));
/** Loaded when the account exists: the page itself carries no dialog. */
export const SuccessDialog = lazyWithMessages<SuccessDialogProps>(() => import('./SuccessDialog').then((m) => ({ default: m.SuccessDialog })));
