import type { HttpClient } from '../http/createHttpClient';
import { createPasswordEncryptor, type PasswordEncryptor } from '../security/passwordEncryption';
import { createConfigApi } from './config';

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
