import { createSignInMemory } from '@gaia/domain';
import { appStorage } from './browserStorage';

/**
 * The sign-in memory (spec 01 §3, F0.5, F1.12) over this browser's app-prefixed local storage: the
 * rules live in the domain (sign-in/rememberedLogin.ts); the app only passes its storage.
 */
export const signInMemory = createSignInMemory(appStorage);
