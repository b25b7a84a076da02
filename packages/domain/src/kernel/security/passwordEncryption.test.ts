import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { base64ToBytes, bytesToBase64 } from './base64';
import {
  createPasswordEncryptor,
  decryptPassword,
  encryptPassword,
  generatePasswordKeyPair,
  importPasswordPublicKey,
  openPassword,
  PASSWORD_CIPHER,
  SEALED_PASSWORD_MAX_BYTES,
  sealPassword,
  spkiBytes,
  unsealPassword,
} from './passwordEncryption';

const keys = generatePasswordKeyPair();

describe('base64', () => {
  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect([...base64ToBytes(bytesToBase64(bytes))]).toEqual([...bytes]);
      }),
    );
  });

  it('reads URL-safe base64 without padding and with whitespace', () => {
    expect([...base64ToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64ToBytes(' AQ\nID ')]).toEqual([1, 2, 3]);
  });
});

describe('encryptPassword (F0.8)', () => {
  it('encrypts with RSA-OAEP SHA-256 so that only the private key reads it', async () => {
    const { publicKey, privateKey } = await keys;
    const cipher = await encryptPassword(publicKey, 'Gaia#2026');
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(base64ToBytes(cipher)).toHaveLength(256);
    expect(cipher).not.toContain('Gaia');
    await expect(decryptPassword(privateKey, cipher)).resolves.toBe('Gaia#2026');
  });

  it('is randomised: the same password gives different ciphertexts', async () => {
    const { publicKey } = await keys;
    const [a, b] = await Promise.all([
      encryptPassword(publicKey, 'same'),
      encryptPassword(publicKey, 'same'),
    ]);
    expect(a).not.toBe(b);
  });

  it('round-trips any password of up to 30 characters, Arabic included', async () => {
    const { publicKey, privateKey } = await keys;
    const key = await importPasswordPublicKey(publicKey);
    await fc.assert(
      // RSA-2048 OAEP SHA-256 holds 190 bytes, 150 of them for the password once sealed: more than
      // 30 characters of any script (4 bytes at most each).
      fc.asyncProperty(
        fc
          .string({ maxLength: 30, unit: 'grapheme' })
          .filter((s) => new TextEncoder().encode(s).length <= SEALED_PASSWORD_MAX_BYTES),
        async (password) => {
          expect(await decryptPassword(privateKey, await encryptPassword(key, password))).toBe(
            password,
          );
        },
      ),
      { numRuns: 25 },
    );
    expect(await decryptPassword(privateKey, await encryptPassword(key, 'كلمة#سر٢٠٢٦'))).toBe(
      'كلمة#سر٢٠٢٦',
    );
  });

  it('accepts a PEM block as the public key', async () => {
    const { publicKey, privateKey } = await keys;
    const pem = `-----BEGIN PUBLIC KEY-----\n${publicKey.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----`;
    await expect(decryptPassword(privateKey, await encryptPassword(pem, 'x'))).resolves.toBe('x');
    expect(() => spkiBytes('-----BEGIN PUBLIC KEY----- -----END PUBLIC KEY-----')).toThrow(
      TypeError,
    );
  });

  it('decryptPassword answers undefined for anything that is not ciphertext of the key', async () => {
    const { privateKey } = await keys;
    await expect(decryptPassword(privateKey, 'Gaia#2026')).resolves.toBeUndefined();
    await expect(
      decryptPassword(privateKey, bytesToBase64(new Uint8Array(256))),
    ).resolves.toBeUndefined();
    const other = await generatePasswordKeyPair(1024);
    await expect(
      decryptPassword(privateKey, await encryptPassword(other.publicKey, 'x')),
    ).resolves.toBeUndefined();
  });
});

describe('sealed passwords: a one-time nonce and the time inside the ciphertext (replay protection)', () => {
  it('seals every encryption with a fresh nonce and the time of encryption', async () => {
    const { publicKey, privateKey } = await keys;
    const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
    const [a, b] = await Promise.all([
      encryptPassword(publicKey, 'Gaia#2026', { now }),
      encryptPassword(publicKey, 'Gaia#2026', { now }),
    ]);
    const [openA, openB] = await Promise.all([openPassword(privateKey, a), openPassword(privateKey, b)]);
    expect(openA).toMatchObject({ password: 'Gaia#2026', issuedAt: now() });
    expect(openB).toMatchObject({ password: 'Gaia#2026', issuedAt: now() });
    expect(openA!.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(openA!.nonce).not.toBe(openB!.nonce);
  });

  it('keeps any password intact, dots and line breaks included', () => {
    for (const password of ['a.b.c', 'p1.1.x.y', '', 'line\nbreak', 'كلمة.سر']) {
      expect(unsealPassword(sealPassword(password))?.password).toBe(password);
    }
    expect(() => sealPassword('x'.repeat(SEALED_PASSWORD_MAX_BYTES + 1))).toThrow(RangeError);
  });

  it('a bare ciphertext of the password (no nonce, no time) is not accepted as a password', async () => {
    const { publicKey, privateKey } = await keys;
    const key = await importPasswordPublicKey(publicKey);
    const bare = await crypto.subtle.encrypt(PASSWORD_CIPHER, key, new TextEncoder().encode('Gaia#2026'));
    const cipher = bytesToBase64(new Uint8Array(bare));
    await expect(openPassword(privateKey, cipher)).resolves.toBeUndefined();
    await expect(decryptPassword(privateKey, cipher)).resolves.toBeUndefined();
  });
});

describe('createPasswordEncryptor', () => {
  it('refresh() forgets the key: the next password is encrypted with the key fetched anew (rotation)', async () => {
    const first = await keys;
    const rotated = await generatePasswordKeyPair(1024);
    const getKey = vi
      .fn<() => Promise<string | undefined>>()
      .mockResolvedValueOnce(first.publicKey)
      .mockResolvedValue(rotated.publicKey);
    const encrypt = createPasswordEncryptor(getKey);
    await expect(decryptPassword(first.privateKey, await encrypt('x'))).resolves.toBe('x');
    await expect(decryptPassword(first.privateKey, await encrypt('y'))).resolves.toBe('y');
    expect(getKey).toHaveBeenCalledTimes(1);
    encrypt.refresh?.();
    await expect(decryptPassword(rotated.privateKey, await encrypt('z'))).resolves.toBe('z');
    expect(getKey).toHaveBeenCalledTimes(2);
  });

  it('fetches the public key once and reuses it', async () => {
    const { publicKey, privateKey } = await keys;
    const getKey = vi.fn(async () => publicKey);
    const encrypt = createPasswordEncryptor(getKey);
    const [a, b] = await Promise.all([encrypt('one'), encrypt('two')]);
    expect(getKey).toHaveBeenCalledTimes(1);
    await expect(decryptPassword(privateKey, a)).resolves.toBe('one');
    await expect(decryptPassword(privateKey, b)).resolves.toBe('two');
  });

  it('asks again after a failed or empty key', async () => {
    const { publicKey } = await keys;
    const getKey = vi
      .fn<() => Promise<string | undefined>>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('net'))
      .mockResolvedValue(publicKey);
    const encrypt = createPasswordEncryptor(getKey);
    await expect(encrypt('x')).rejects.toThrow(/no password public key/);
    await expect(encrypt('x')).rejects.toThrow('net');
    await expect(encrypt('x')).resolves.toMatch(/=*$/);
    expect(getKey).toHaveBeenCalledTimes(3);
  });
});
