import { base64ToBytes, bytesToBase64 } from './base64';

/**
 * Password encryption (F0.8): RSA-OAEP with SHA-256 through the Web Crypto API, the operator's public
 * key (SPKI, base64) coming from the backend configuration (config item PASSWORD_RSA_PUBLIC_KEY).
 * The ciphertext is what the sign-in and reset calls send; the clear password is never stored or
 * logged (docs/adr/0006-sign-in-calls-and-password-encryption.md).
 */
export const PASSWORD_CIPHER = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** Turns a password into the value the backend expects. */
export type PasswordEncryptor = (password: string) => Promise<string>;

function subtle(): SubtleCrypto {
  const value = globalThis.crypto?.subtle;
  if (!value) {
    throw new Error(
      'Password encryption needs the Web Crypto API (a secure context: https or localhost).',
    );
  }
  return value;
}

/** Accepts a bare base64 SPKI key or a PEM block ("-----BEGIN PUBLIC KEY-----"). */
export function spkiBytes(publicKey: string): Uint8Array<ArrayBuffer> {
  const body = publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').trim();
  if (!body) throw new TypeError('The password public key is empty.');
  return base64ToBytes(body);
}

export function importPasswordPublicKey(publicKey: string): Promise<CryptoKey> {
  return subtle().importKey('spki', spkiBytes(publicKey), PASSWORD_CIPHER, false, ['encrypt']);
}

/** Encrypts a password with the operator's public key; resolves with base64 ciphertext. */
export async function encryptPassword(
  publicKey: string | CryptoKey,
  password: string,
): Promise<string> {
  const key = typeof publicKey === 'string' ? await importPasswordPublicKey(publicKey) : publicKey;
  const cipher = await subtle().encrypt(PASSWORD_CIPHER, key, new TextEncoder().encode(password));
  return bytesToBase64(new Uint8Array(cipher));
}

/**
 * An encryptor that fetches the public key once, on first use, and keeps the imported key.
 * A failed fetch or import is not cached, so the next attempt asks again.
 */
export function createPasswordEncryptor(
  getPublicKey: () => Promise<string | undefined>,
): PasswordEncryptor {
  let key: Promise<CryptoKey> | undefined;
  const load = async () => {
    const publicKey = await getPublicKey();
    if (!publicKey) throw new Error('The backend configuration has no password public key.');
    return importPasswordPublicKey(publicKey);
  };
  return async (password) => {
    key ??= load().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return encryptPassword(await key, password);
  };
}

/** A key pair for the backend side (the sandbox, tests): the public half as base64 SPKI. */
export interface PasswordKeyPair {
  publicKey: string;
  privateKey: CryptoKey;
}

export async function generatePasswordKeyPair(modulusLength = 2048): Promise<PasswordKeyPair> {
  const pair = await subtle().generateKey(
    { ...PASSWORD_CIPHER, modulusLength, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = await subtle().exportKey('spki', pair.publicKey);
  return { publicKey: bytesToBase64(new Uint8Array(spki)), privateKey: pair.privateKey };
}

/** Decrypts base64 ciphertext; undefined when it is not valid ciphertext for this key. */
export async function decryptPassword(
  privateKey: CryptoKey,
  cipherBase64: string,
): Promise<string | undefined> {
  try {
    const plain = await subtle().decrypt(PASSWORD_CIPHER, privateKey, base64ToBytes(cipherBase64));
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return undefined;
  }
}
