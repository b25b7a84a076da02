import { readRememberedLogin, writeRememberedLogin, type RememberedLogin } from '@gaia/domain';
import { appStorage } from './browserStorage';

/*
 * Remembered login info (spec 01 §3, F1.12): the account of the last successful sign-in on this
 * device, with the representative ID for a corporate one — never a password. The forms start from it.
 */

/** The individual account last signed in with here, if the last sign-in was an individual's. */
export function rememberedIndividualAccount(): string {
  const remembered = readRememberedLogin(appStorage);
  return remembered && !remembered.extParam ? remembered.loginAcct : '';
}

/** The company account and representative ID last signed in with here, if the last was corporate. */
export function rememberedCorporate(): { loginAcct: string; representativeIdNbr: string } | undefined {
  const remembered = readRememberedLogin(appStorage);
  return remembered?.extParam ? { loginAcct: remembered.loginAcct, representativeIdNbr: remembered.extParam.representativeIdNbr } : undefined;
}

/** Keeps the account of a successful sign-in. */
export function rememberLogin(login: RememberedLogin): void {
  writeRememberedLogin(appStorage, login);
}
