import { expect, type APIRequestContext } from '@playwright/test';

/** A code the sandbox "sent" (GET /__sandbox/inbox, newest first). */
export interface SentCode {
  recipient: string;
  account: string;
  code: string;
  businessType: string;
}

/** The newest code sent for an account (the account asked for, e.g. a company account, or the recipient). */
export async function latestCode(request: APIRequestContext, sandboxUrl: string, account: string): Promise<SentCode | undefined> {
  const response = await request.get(`${sandboxUrl}/__sandbox/inbox`);
  const { messages } = (await response.json()) as { messages: SentCode[] };
  const wanted = account.toLowerCase();
  return messages.find((m) => m.account.toLowerCase() === wanted || m.recipient.toLowerCase() === wanted);
}

/** How many codes the sandbox has sent so far. */
export async function inboxCount(request: APIRequestContext, sandboxUrl: string): Promise<number> {
  const response = await request.get(`${sandboxUrl}/__sandbox/inbox`);
  return ((await response.json()) as { messages: unknown[] }).messages.length;
}

/**
 * The newest code sent for an account once the sandbox has it: the send is a request of the page, so
 * right after a click the inbox may not hold it yet. Fails when no code arrives.
 */
export async function sentCode(request: APIRequestContext, sandboxUrl: string, account: string): Promise<SentCode> {
  let found: SentCode | undefined;
  await expect.poll(async () => (found = await latestCode(request, sandboxUrl, account)), { message: `a code sent for ${account}` }).toBeDefined();
  return found!;
}
