import { describe, expect, it } from 'vitest';
import { SecurityResultCode } from '@gaia/domain';
import { createSandboxApp, type SandboxApp } from './app';
import { createManualClock } from './store/clock';
import { demoIndividual } from './store/seed';
import { JSON_BODY_MAX_BYTES } from './bodyLimits';
import { createTestSandbox } from './testing/sandboxTest';

interface Envelope {
  code: string;
  resultCode: string;
  resultMsg: string;
}

/** A body without Content-Length (streamed in chunks), as a chunked request arrives. */
function streamOf(bytes: number, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunk, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
}

/** A JSON POST straight to the app, its body sent as given (text, or a stream without Content-Length). */
function postRaw(app: SandboxApp, path: string, body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body, duplex: 'half' };
  return app.fetch(new Request(`http://sandbox${path}`, init as RequestInit));
}

describe('request body limits (issue 10 §4)', () => {
  it('answers a JSON body over 1 MB with 413 and the envelope, in the user language', async () => {
    const app = createSandboxApp();
    const account = 'a'.repeat(JSON_BODY_MAX_BYTES);
    const response = await postRaw(app, '/uc/reg/otp/send', JSON.stringify({ loginAcct: account, loginAcctType: 'EMAIL' }), { locale: 'ar' });
    expect(response.status).toBe(413);
    const body = (await response.json()) as Envelope;
    expect(body.code).toBe(SecurityResultCode.payloadTooLarge);
    expect(body.resultCode).toBe(body.code);
    expect(body.resultMsg).toMatch(/[\u0600-\u06ff]/);
    expect(app.store.otp.messages()).toEqual([]);
  });

  it('counts a streamed body without Content-Length too', async () => {
    const app = createSandboxApp();
    const response = await postRaw(app, '/ecare/user/pwdLogin', streamOf(JSON_BODY_MAX_BYTES + 1));
    expect(response.status).toBe(413);
    expect(((await response.json()) as Envelope).code).toBe('413');
  });

  it('accepts a body just under the limit (answered by the route, not 413)', async () => {
    const app = createSandboxApp();
    const response = await postRaw(app, '/ecare/user/pwdLogin', JSON.stringify({ account: 'x'.repeat(JSON_BODY_MAX_BYTES - 100) }));
    expect(response.status).not.toBe(413);
  });

  it('answers an upload over the configured file size with 413 and the envelope', async () => {
    const app = createSandboxApp({ storeOptions: { uploadMaxBytes: 2048 } });
    const upload = (size: number) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(size)]), 'face.jpg');
      return app.fetch(new Request('http://sandbox/ecare/common/file/upload', { method: 'POST', body: form }));
    };
    expect((await upload(2048)).status).toBe(200);
    const over = await upload(2049);
    expect(over.status).toBe(413);
    expect(((await over.json()) as Envelope).code).toBe('413');
    // A body far over the limit is refused before it is read.
    const huge = await upload(5 * 1024 * 1024);
    expect(huge.status).toBe(413);
  });
});

describe('bounded in-memory stores (issue 10 §4)', () => {
  it('the inbox keeps the newest 200 messages', async () => {
    const sbx = await createTestSandbox();
    for (let i = 0; i < 230; i += 1) {
      const answer = await sbx.post('/uc/reg/otp/send', { loginAcct: `new${i}@example.com`, loginAcctType: 'EMAIL' });
      expect(answer.body.code).toBe('200');
    }
    const messages = sbx.inbox();
    expect(messages).toHaveLength(200);
    expect(messages[0]!.recipient).toBe('new229@example.com');
    expect(messages.at(-1)!.recipient).toBe('new30@example.com');
  });

  it('codes, sessions and references are bounded: the oldest are dropped', async () => {
    const clock = createManualClock();
    const app = createSandboxApp({
      storeOptions: { clock, generateCode: () => '123456', limits: { codes: 3, sessions: 2, references: 2 } },
    });
    const { store } = app;
    for (const account of ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com']) {
      store.otp.issue({ account, businessType: 'REGISTER', channel: 'EMAIL', recipient: account, text: () => '' });
    }
    // a@x.com's code was dropped for d@x.com's; the others still verify.
    expect(store.otp.verify('a@x.com', 'REGISTER', '123456')).not.toBe('ok');
    expect(store.otp.verify('b@x.com', 'REGISTER', '123456')).toBe('ok');

    const customer = store.findIndividual(demoIndividual.account)!;
    const tokens = [store.openSession(customer), store.openSession(customer), store.openSession(customer)];
    expect(store.customerForToken(tokens[0])).toBeUndefined();
    expect(store.customerForToken(tokens[1])).toBe(customer);
    expect(store.customerForToken(tokens[2])).toBe(customer);

    const references = [1, 2, 3].map(() => store.faceReferences.create('INDIVIDUAL'));
    expect(store.faceReferences.consume(references[0]!)).toBeUndefined();
    expect(store.faceReferences.consume(references[2]!)).toBe('INDIVIDUAL');
  });

  it('an account longer than 60 characters is never recorded (no growth from huge accounts)', async () => {
    const sbx = await createTestSandbox();
    const account = `${'a'.repeat(100_000)}@example.com`;
    const answer = await sbx.post('/uc/reg/otp/send', { loginAcct: account, loginAcctType: 'EMAIL' });
    expect(answer.body.code).not.toBe('200');
    expect(sbx.inbox()).toEqual([]);
  });
});
