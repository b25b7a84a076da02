import { tokenStore } from '../../../app/browserStorage';

/** Whether a session token is kept: the account's cart is used, else the anonymous one. */
export function hasSession(): boolean {
  return Boolean(tokenStore.get());
}
