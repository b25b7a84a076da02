import type { CheckoutStep } from '@gaia/domain';
import { lazyWithMessages } from '../../../app/lazyWithMessages';
import type { BuyerStepProps } from './BuyerStep';
import type { ContactStepProps } from './ContactStep';
import type { ReviewStepProps } from './ReviewStep';

/*
 * F4.4: the steps after the first (who collects, the invoice, the review with its fee and summary)
 * are each a chunk of their own, loaded as the person moves on, so the checkout's first view does
 * not carry their fields and rules; the next one loads when its way there is pointed at or focused.
 */
// One import() per step for the preload and the step, so a preloaded chunk is the one the step uses.
const loadContactStep = () => import('./ContactStep');
const loadBuyerStep = () => import('./BuyerStep');
const loadReviewStep = () => import('./ReviewStep');

/** Who collects a pickup order, its code loaded when the step is first shown; a failed load offers Retry in its place. */
export const LazyContactStep = lazyWithMessages<ContactStepProps>(() => loadContactStep().then((m) => ({ default: m.ContactStep })));
/** Who the invoice is made out to, its code loaded when the step is first shown; a failed load offers Retry in its place. */
export const LazyBuyerStep = lazyWithMessages<BuyerStepProps>(() => loadBuyerStep().then((m) => ({ default: m.BuyerStep })));
/** The review with the server's fee, its code loaded when the step is first shown; a failed load offers Retry in its place. */
export const LazyReviewStep = lazyWithMessages<ReviewStepProps>(() => loadReviewStep().then((m) => ({ default: m.ReviewStep })));

const loaders: Partial<Record<CheckoutStep, () => Promise<unknown>>> = {
  contact: loadContactStep,
  buyer: loadBuyerStep,
  review: loadReviewStep,
};

/**
 * Starts loading a step's code before it is shown (the first step is part of the page); a failure
 * here is ignored: showing the step loads it again.
 */
export function preloadStep(step: CheckoutStep | undefined) {
  const load = step ? loaders[step] : undefined;
  load?.().catch(() => undefined);
}
