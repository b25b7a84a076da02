import { encryptPassword, type LoginResult } from '@gaia/domain';
import { resetInMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import { startSession } from '../../apps/portal/src/app/session';
import { storyLocale } from './storyLocale';

/** The seeded individual (packages/sandbox/src/store/seed.ts): main line 0771234567. */
export const tariro = { account: '0771234567', password: 'Gaia#2026' } as const;

/** A JSON POST to the MSW-mocked sandbox, with the given headers (a session's token) added. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** The sandbox's password login as the sign-in page makes it: the password encrypted with the served public key. */
export async function passwordLogin(account: string, password: string): Promise<LoginResult> {
  const items = await postJson('/uc/common/config/items', {});
  const { data } = (await items.json()) as { data: { code: string; value: string }[] };
  const publicKey = data.find((item) => item.code === 'PASSWORD_RSA_PUBLIC_KEY')!.value;
  const response = await postJson('/ecare/user/pwdLogin', { account, password: await encryptPassword(publicKey, password) });
  return ((await response.json()) as { data: LoginResult }).data;
}

/** Signs a customer in through the password login and keeps the session; answers the login (its token). */
export async function signInAs(customer: { account: string; password: string }): Promise<LoginResult> {
  const result = await passwordLogin(customer.account, customer.password);
  startSession(result);
  return result;
}

/** The flow stories' loader: the portal in memory starts clean, in the story's language. */
export async function resetPortal(context: { globals: Record<string, unknown> }): Promise<void> {
  await resetInMemoryPortal(storyLocale(context));
}

/** The newest code the sandbox "sent" to a recipient (its inbox, answered by the MSW-mocked sandbox). */
export async function codeSentTo(recipient: string): Promise<string> {
  const { messages } = (await (await fetch('/__sandbox/inbox')).json()) as { messages: { recipient: string; code: string }[] };
  const message = messages.find((m) => m.recipient === recipient);
  if (!message) throw new Error(`no code was sent to ${recipient}`);
  return message.code;
}
