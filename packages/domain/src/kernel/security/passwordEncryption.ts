import { base64ToBytes, bytesToBase64 } from './base64';

/**
 * Password encryption (F0.8): RSA-OAEP with SHA-256 through the Web Crypto API, the operator's public
 * key (SPKI, base64) coming from the backend configuration (config item PASSWORD_RSA_PUBLIC_KEY).
 * The ciphertext is what the sign-in and reset calls send; the clear password is never stored or
 * logged (docs/adr/0006-sign-in-calls-and-password-encryption.md).
 */
export const PASSWORD_CIPHER = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/**
 * Turns a password into the value the backend expects. `refresh` (when present) forgets the cached
 * public key, so the next call fetches it again (after the server refused a ciphertext: a rotated key).
 */
export interface PasswordEncryptor {
  (password: string): Promise<string>;
  refresh?: () => void;
}

/**
 * What is encrypted (docs/adr/0008-sandbox-abuse-limits.md): `p1.<issuedAt ms>.<nonce>.<password>` —
 * a one-time nonce (16 random bytes, base64url) and the time of encryption go inside the ciphertext,
 * so the backend can refuse a ciphertext it has seen before or one that is too old (a replay).
 */
export const SEALED_PASSWORD_VERSION = 'p1';

/** RSA-2048 OAEP SHA-256 holds 190 bytes; the version, time and nonce take 40 of them. */
export const SEALED_PASSWORD_MAX_BYTES = 150;

export interface SealedPassword {
  password: string;
  /** base64url, 16 random bytes. */
  nonce: string;
  /** Milliseconds since the epoch, by the encrypting device's clock. */
  issuedAt: number;
}

export interface SealOptions {
  /** Where the time of encryption comes from. @default Date.now */
  now?: () => number;
}

function randomNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  // URL-safe base64 without its '=' padding (at most two, at the end).
  const encoded = bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_');
  const padding = encoded.endsWith('==') ? 2 : encoded.endsWith('=') ? 1 : 0;
  return encoded.slice(0, encoded.length - padding);
}

/** The plaintext that is encrypted: the version, the time, a fresh nonce, then the password. */
export function sealPassword(password: string, options: SealOptions = {}): string {
  if (new TextEncoder().encode(password).length > SEALED_PASSWORD_MAX_BYTES)
    throw new RangeError('The password is too long to encrypt.');
  const issuedAt = Math.trunc((options.now ?? Date.now)());
  return `${SEALED_PASSWORD_VERSION}.${issuedAt}.${randomNonce()}.${password}`;
}

const SEALED = /^p1\.(\d{1,15})\.([A-Za-z0-9_-]{16,64})\.([\s\S]*)$/;

/** Reads a sealed plaintext; undefined when it is not in the sealed form (an older client's bare password). */
export function unsealPassword(plain: string): SealedPassword | undefined {
  const match = SEALED.exec(plain);
  if (!match) return undefined;
  return { issuedAt: Number(match[1]), nonce: match[2]!, password: match[3]! };
}

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

/**
 * Encrypts a password with the operator's public key, sealed with a fresh nonce and the time
 * (sealPassword); resolves with base64 ciphertext, different at every call.
 */
export async function encryptPassword(
  publicKey: string | CryptoKey,
  password: string,
  options: SealOptions = {},
): Promise<string> {
  const key = typeof publicKey === 'string' ? await importPasswordPublicKey(publicKey) : publicKey;
  const plain = new TextEncoder().encode(sealPassword(password, options));
  const cipher = await subtle().encrypt(PASSWORD_CIPHER, key, plain);
  return bytesToBase64(new Uint8Array(cipher));
}

/**
 * An encryptor that fetches the public key once, on first use, and keeps the imported key.
 * A failed fetch or import is not cached, so the next attempt asks again; `refresh()` forgets the
 * key (the server refused a ciphertext after a key rotation), so the next call fetches it anew.
 */
export function createPasswordEncryptor(
  getPublicKey: () => Promise<string | undefined>,
  options: SealOptions = {},
): PasswordEncryptor {
  let key: Promise<CryptoKey> | undefined;
  const load = async () => {
    const publicKey = await getPublicKey();
    if (!publicKey) throw new Error('The backend configuration has no password public key.');
    return importPasswordPublicKey(publicKey);
  };
  const encrypt: PasswordEncryptor = async (password) => {
    const current = (key ??= load().catch((error: unknown) => {
      if (key === current) key = undefined;
      throw error;
    }));
    return encryptPassword(await current, password, options);
  };
  encrypt.refresh = () => {
    key = undefined;
  };
  return encrypt;
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

/**
 * Decrypts base64 ciphertext into its sealed content (password, nonce, time); undefined when it is
 * not valid ciphertext for this key or not sealed. The backend checks the nonce and the time.
 */
export async function openPassword(
  privateKey: CryptoKey,
  cipherBase64: string,
): Promise<SealedPassword | undefined> {
  try {
    const plain = await subtle().decrypt(PASSWORD_CIPHER, privateKey, base64ToBytes(cipherBase64));
    return unsealPassword(new TextDecoder('utf-8', { fatal: true }).decode(plain));
  } catch {
    return undefined;
  }
}

/** The password of a sealed ciphertext (openPassword without the replay data); undefined otherwise. */
export async function decryptPassword(
  privateKey: CryptoKey,
  cipherBase64: string,
): Promise<string | undefined> {
  return (await openPassword(privateKey, cipherBase64))?.password;
}
