import { describe, expect, it } from 'vitest';
import { demoIndividual } from '../store/seed';
import type { InboxMessage } from '../store/otp';
import { createTestSandbox } from '../testing/sandboxTest';
import { renderInboxPage } from './inbox';

describe('the inbox (B4)', () => {
  it('lists every code sent, newest first, with time, recipient, channel, code and business type', async () => {
    const sbx = await createTestSandbox();
    await sbx.sendCode(demoIndividual.account);
    sbx.clock.advance(1_000);
    await sbx.sendCode(demoIndividual.email, 'RESET_PASSWORD', 'email');
    const response = await sbx.app.fetch(new Request('http://s/__sandbox/inbox'));
    const { messages } = (await response.json()) as { messages: InboxMessage[] };
    expect(messages.map((m) => [m.channel, m.recipient, m.businessType])).toEqual([
      ['EMAIL', demoIndividual.email, 'RESET_PASSWORD'],
      ['SMS', demoIndividual.account, 'LOGIN'],
    ]);
    expect(messages[0]!.at > messages[1]!.at).toBe(true);
    expect(messages.every((m) => /^\d{6}$/.test(m.code))).toBe(true);

    await sbx.app.fetch(new Request('http://s/__sandbox/inbox', { method: 'DELETE', headers: { 'Content-Type': 'application/json' } }));
    expect(sbx.inbox()).toEqual([]);
  });

  it('the HTML page: a captioned table with column headers, the code, and auto-refresh', async () => {
    const sbx = await createTestSandbox();
    await sbx.sendCode(demoIndividual.account);
    const response = await sbx.app.fetch(new Request('http://s/__sandbox/inbox.html'));
    expect(response.headers.get('Content-Type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<h1>Sandbox inbox</h1>');
    expect(html).toMatch(/<caption id="inbox-caption">Messages sent<\/caption>/);
    expect(html.match(/<th scope="col">/g)).toHaveLength(6);
    expect(html).toContain(
      `<td class="code" dir="ltr">${sbx.codeFor(demoIndividual.account)}</td>`,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expect(html).toContain('setTimeout(refresh');
  });

  it('Arabic, right to left; an empty inbox says so', async () => {
    const sbx = await createTestSandbox();
    const html = await (
      await sbx.app.fetch(new Request('http://s/__sandbox/inbox.html?lang=ar'))
    ).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('لا توجد رسائل بعد');
    expect(html).toContain('href="?lang=en"');
  });

  it('escapes what it shows', () => {
    const html = renderInboxPage(
      [
        {
          id: 'MSG-1',
          at: '2026-01-15T09:00:00.000Z',
          sentAt: 0,
          channel: 'EMAIL',
          recipient: '<b>x</b>@e.com',
          code: '123456',
          businessType: 'LOGIN',
          account: 'a',
          text: '"hi" & <script>',
        },
      ],
      'en',
    );
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;@e.com');
    expect(html).toContain('&quot;hi&quot; &amp; &lt;script&gt;');
    expect(html).not.toContain('<b>x</b>');
  });
});
