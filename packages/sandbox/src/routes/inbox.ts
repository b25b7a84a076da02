import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  catalogues,
  createTranslator,
  directionOf,
  resolveLocale,
  type Locale,
} from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import type { InboxMessage } from '../store/otp';

const REFRESH_SECONDS = 5;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

function pageLocale(c: Context): Locale {
  return resolveLocale({ urlParam: c.req.query('lang'), stored: c.req.header('accept-language') });
}

function row(message: InboxMessage, t: ReturnType<typeof createTranslator>): string {
  const time = `${message.at.slice(0, 10)} ${message.at.slice(11, 19)} UTC`;
  const channel = t(
    message.channel === 'SMS'
      ? 'gaia_sandbox_inbox_channel_sms'
      : 'gaia_sandbox_inbox_channel_email',
  );
  return [
    '<tr>',
    `<td class="time" dir="ltr"><time datetime="${escapeHtml(message.at)}">${escapeHtml(time)}</time></td>`,
    `<td dir="ltr">${escapeHtml(message.recipient)}</td>`,
    `<td>${escapeHtml(channel)}</td>`,
    `<td>${escapeHtml(message.businessType)}</td>`,
    `<td class="code" dir="ltr">${escapeHtml(message.code)}</td>`,
    `<td dir="auto">${escapeHtml(message.text)}</td>`,
    '</tr>',
  ].join('');
}

/**
 * A small accessible page listing the "sent" messages, newest first (B4). It refreshes itself every
 * 5 seconds by fetching its own markup and swapping the list only when a message arrived, so focus
 * and reading position are kept; new codes are announced politely. Without scripts a meta refresh
 * does the same.
 */
export function renderInboxPage(messages: InboxMessage[], locale: Locale): string {
  const t = createTranslator(catalogues[locale], catalogues.en);
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const headers = ['time', 'recipient', 'channel', 'business', 'code', 'message']
    .map((name) => `<th scope="col">${escapeHtml(t(`gaia_sandbox_inbox_${name}`))}</th>`)
    .join('');
  const list = messages.length
    ? `<div class="scroll" id="inbox" data-count="${messages.length}" role="region" aria-labelledby="inbox-caption" tabindex="0"><table><caption id="inbox-caption">${escapeHtml(t('gaia_sandbox_inbox_caption'))}</caption><thead><tr>${headers}</tr></thead><tbody>${messages.map((m) => row(m, t)).join('')}</tbody></table></div>`
    : `<p id="inbox" data-count="0">${escapeHtml(t('gaia_sandbox_inbox_empty'))}</p>`;
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<noscript><meta http-equiv="refresh" content="${REFRESH_SECONDS}"></noscript>
<title>${escapeHtml(t('gaia_sandbox_inbox_title'))}</title>
<style>
  :root { color-scheme: light dark; --fg: #1b1f24; --bg: #ffffff; --muted: #4a5360; --line: #c9ced6; --accent: #0b5cad; }
  @media (prefers-color-scheme: dark) { :root { --fg: #eef1f5; --bg: #15181d; --muted: #b8c0cc; --line: #3a414c; --accent: #8cc4ff; } }
  body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
  main { max-inline-size: 72rem; margin-inline: auto; padding: 1.5rem; }
  p { color: var(--muted); }
  a { color: var(--accent); }
  a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  .scroll { overflow-x: auto; }
  .scroll:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  table { border-collapse: collapse; inline-size: 100%; }
  caption { text-align: start; font-weight: 600; padding-block: 0.5rem; }
  th, td { text-align: start; padding: 0.5rem; border-block-end: 1px solid var(--line); vertical-align: top; }
  .visually-hidden { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .time { white-space: nowrap; }
  .code { font: 700 1.375rem/1.2 ui-monospace, monospace; letter-spacing: 0.15em; white-space: nowrap; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t('gaia_sandbox_inbox_title'))}</h1>
<p>${escapeHtml(t('gaia_sandbox_inbox_intro'))}</p>
<p><a href="?lang=${other}" lang="${other}" hreflang="${other}">${escapeHtml(t('gaia_sandbox_inbox_language'))}</a></p>
<div id="live" role="status" aria-live="polite" class="visually-hidden"></div>
${list}
</main>
<script>
(() => {
  const every = ${REFRESH_SECONDS * 1000};
  async function refresh() {
    try {
      const response = await fetch(location.href, { headers: { Accept: 'text/html' }, cache: 'no-store' });
      const next = new DOMParser().parseFromString(await response.text(), 'text/html');
      const current = document.getElementById('inbox');
      const incoming = next.getElementById('inbox');
      if (current && incoming && incoming.dataset.count !== current.dataset.count) {
        current.replaceWith(document.importNode(incoming, true));
        const first = incoming.querySelector('tbody tr');
        const live = document.getElementById('live');
        if (first && live) live.textContent = Array.from(first.cells).slice(1, 5).map((cell) => cell.textContent).join(', ');
      }
    } catch {}
    setTimeout(refresh, every);
  }
  setTimeout(refresh, every);
})();
</script>
</body>
</html>`;
}

/** The inbox of "sent" codes (B4): JSON for tests and tools, HTML for people. */
export function inboxRoutes(store: SandboxStore) {
  const app = new Hono();
  app.get('/__sandbox/inbox', (c) => c.json({ messages: store.otp.messages() }));
  app.delete('/__sandbox/inbox', (c) => {
    store.otp.clear();
    return c.json({ messages: [] });
  });
  app.get('/__sandbox/inbox.html', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(renderInboxPage(store.otp.messages(), pageLocale(c)));
  });
  return app;
}
