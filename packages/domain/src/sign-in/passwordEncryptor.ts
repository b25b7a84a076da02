import type { HttpClient } from '../kernel/http/createHttpClient';
import { isApiError } from '../kernel/http/ApiError';
import { ResultCode } from '../kernel/http/resultCodes';
import { createPasswordEncryptor, type PasswordEncryptor } from '../kernel/security/passwordEncryption';
import { createConfigApi } from '../kernel/config/configCalls';

/** Options of the API areas that send a password. */
export interface PasswordOptions {
  /**
   * Encrypts passwords before they are sent (F0.8). By default the public key is fetched once from
   * the config items (PASSWORD_RSA_PUBLIC_KEY) and passwords are encrypted with RSA-OAEP SHA-256.
   */
  encryptPassword?: PasswordEncryptor;
}

const encryptors = new WeakMap<HttpClient, PasswordEncryptor>();

/** One default encryptor per request layer, so the key is fetched once for every API area. */
export function defaultPasswordEncryptor(http: HttpClient): PasswordEncryptor {
  let encryptor = encryptors.get(http);
  if (!encryptor) {
    const config = createConfigApi(http);
    encryptor = createPasswordEncryptor(() => config.passwordPublicKey());
    encryptors.set(http, encryptor);
  }
  return encryptor;
}

/** Whether the server refused a password ciphertext it cannot decrypt (40904121). */
export function isPasswordNotDecryptable(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'business' &&
    error.resultCode === ResultCode.passwordNotDecryptable
  );
}

/**
 * Sends a call carrying encrypted passwords. `send` encrypts and calls; when the server cannot
 * decrypt the ciphertext (40904121: the operator rotated its key since it was fetched), the cached
 * key is refreshed once and the call sent again with new ciphertext. A second refusal is the answer.
 */
export async function sendWithPassword<T>(
  encrypt: PasswordEncryptor,
  send: () => Promise<T>,
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!encrypt.refresh || !isPasswordNotDecryptable(error)) throw error;
    encrypt.refresh();
    return send();
  }
}
