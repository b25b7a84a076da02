import { encryptPassword, type ApiEnvelope, type LoginResult } from '@gaia/domain';
import { createSandboxApp } from '../app';
import { createManualClock } from '../store/clock';
import type { InboxMessage } from '../store/otp';
import type { SandboxStoreOptions } from '../store/SandboxStore';

export interface Answer<T = unknown> {
  status: number;
  body: ApiEnvelope<T> & { flag?: string };
}

/**
 * A sandbox for tests: a manual clock, helpers to call app.fetch and to read the inbox (not shipped;
 * imported by *.test.ts only).
 */
export async function createTestSandbox(options: SandboxStoreOptions = {}) {
  const clock = createManualClock();
  const app = createSandboxApp({ storeOptions: { clock, ...options } });
  const { publicKey } = await app.store.passwordKeys;

  async function send<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const init: RequestInit = {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
    };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    const response = await app.fetch(new Request(`http://sandbox${path}`, init));
    return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
  }

  return {
    app,
    store: app.store,
    clock,
    publicKey,
    post: <T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) =>
      send<T>('POST', path, body, headers),
    get: <T = unknown>(path: string, headers?: Record<string, string>) =>
      send<T>('GET', path, undefined, headers),
    /** Posts and gives the answer's result code, what most answers are told apart by. */
    codeOf: async (path: string, body?: unknown, headers?: Record<string, string>) =>
      (await send('POST', path, body, headers)).body.code,
    /** Posts and gives the answer's HTTP status. */
    statusOf: async (path: string, body?: unknown, headers?: Record<string, string>) =>
      (await send('POST', path, body, headers)).status,
    encrypt: (password: string) => encryptPassword(publicKey, password),
    /** Individual password login (/ecare/user/pwdLogin), the password encrypted as the portal sends it. */
    passwordLogin: async (account: string, password: string, headers?: Record<string, string>) =>
      send<LoginResult>('POST', '/ecare/user/pwdLogin', { account, password: await encryptPassword(publicKey, password) }, headers),
    /**
     * Asks /ecare/notification for a code, by SMS to a mobile number or by e-mail, and gives the code
     * that was sent; throws when the sandbox sent none.
     */
    async sendCode(account: string, businessType = 'LOGIN', by: 'mobile' | 'email' = 'mobile') {
      const path = by === 'mobile' ? '/ecare/notification/sendOtp' : '/ecare/notification/sendEmailOtp';
      const answer = await send('POST', path, { [by]: account, businessType });
      if (answer.body.code !== '200') throw new Error(`No code was sent to ${account}: ${answer.body.code}`);
      return this.codeFor(account);
    },
    /** The messages "sent", newest first. */
    inbox: (): InboxMessage[] => app.store.otp.messages(),
    /** The newest code sent to a recipient. */
    codeFor(recipient: string): string {
      const message = app.store.otp.messages().find((m) => m.recipient === recipient);
      if (!message) throw new Error(`No code was sent to ${recipient}`);
      return message.code;
    },
    /** A code that is certainly not the one sent. */
    otherCode: (code: string) => (code === '000000' ? '111111' : '000000'),
  };
}

export type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
