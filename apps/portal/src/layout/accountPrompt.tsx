import type { ComponentType } from 'react';
import { isTempLoginMode } from '@gaia/domain/profile';
import { appStorage } from '../app/browserStorage';
import { withServerState } from './withServerState';

/**
 * A prompt the signed-in area mounts beside its pages (profile completion, mobile fill-up), with the
 * server-state cache: outside the area's frame (and inside it) the prompt brings the cache itself.
 * In temporary-login mode (a visitor's new-connection onboarding, F3.19) nothing renders: the new
 * customer gave only what the order needs, and nothing may stand between them and paying it
 * (spec 02 §4 "tempLogin").
 */
export function accountPrompt(Prompt: ComponentType): ComponentType {
  const PromptWithServerState = withServerState(Prompt);
  function AccountPrompt() {
    // Read on each render: the onboarding's identity step sets the flag while the area may be mounted.
    if (isTempLoginMode(appStorage)) return null;
    return <PromptWithServerState />;
  }
  return AccountPrompt;
}
