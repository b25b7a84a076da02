import { catalogues, createTranslator, directionOf, paymentAmountText, type Locale } from '@gaia/domain';
import type { SandboxTransaction } from '../store/payments';
import type { FieldProblem } from './providerCard';

type Translate = ReturnType<typeof createTranslator>;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
}

export function translatorOf(locale: Locale): Translate {
  return createTranslator(catalogues[locale], catalogues.en);
}

/*
 * A private-use character marks where each value goes in the translated sentence: it never occurs
 * in a catalogue or a value, so splitting on it finds the values again whatever their position.
 */
const MARK = '\uE000';

/**
 * A message as HTML whose values are isolated left to right (`<bdi dir="ltr">`): "ZiG 100.00" or
 * a phone number keep their order inside an Arabic sentence. Text and values are escaped.
 */
export function withLtrValues(t: Translate, key: string, values: Readonly<Record<string, string>>): string {
  const marked = Object.fromEntries(Object.keys(values).map((name) => [name, `${MARK}${name}${MARK}`]));
  return escapeHtml(t(key, marked))
    .split(MARK)
    .map((part, index) => (index % 2 === 1 && part in values ? `<bdi dir="ltr">${escapeHtml(values[part]!)}</bdi>` : part))
    .join('');
}

const STYLE = `
  :root { color-scheme: light dark; --fg: #1b1f24; --bg: #ffffff; --muted: #4a5360; --line: #767f8c; --accent: #0b5cad; --on-accent: #ffffff; --error: #b3261e; }
  @media (prefers-color-scheme: dark) { :root { --fg: #eef1f5; --bg: #15181d; --muted: #b8c0cc; --line: #8a93a0; --accent: #8cc4ff; --on-accent: #0b1a2b; --error: #ffb4ab; } }
  body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
  main { max-inline-size: 32rem; margin-inline: auto; padding: 1.5rem; }
  main.wide { max-inline-size: 60rem; }
  p, .hint { color: var(--muted); }
  .amount { font-size: 1.75rem; font-weight: 700; color: var(--fg); margin: 0; }
  label { display: block; font-weight: 600; margin-block-start: 1rem; }
  input { box-sizing: border-box; inline-size: 100%; min-block-size: 44px; padding-inline: 0.75rem; font: inherit; color: inherit; background: transparent; border: 1px solid var(--line); border-radius: 6px; }
  input[aria-invalid="true"] { border-color: var(--error); border-width: 2px; }
  .hint { display: block; font-size: 0.875rem; }
  .error { display: block; color: var(--error); font-weight: 600; }
  button, .link-button { min-block-size: 44px; min-inline-size: 44px; padding-inline: 1rem; font: inherit; font-weight: 600; border-radius: 6px; cursor: pointer; }
  button.primary { inline-size: 100%; margin-block-start: 1.5rem; background: var(--accent); color: var(--on-accent); border: 0; }
  button.secondary { background: transparent; color: var(--accent); border: 1px solid var(--accent); }
  form.cancel button { inline-size: 100%; margin-block-start: 0.75rem; }
  a { color: var(--accent); }
  :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  .summary { border: 2px solid var(--error); border-radius: 6px; padding: 0.75rem 1rem; }
  .summary h2 { font-size: 1rem; margin: 0; color: var(--error); }
  table { border-collapse: collapse; inline-size: 100%; }
  caption { text-align: start; font-weight: 600; padding-block: 0.5rem; }
  th, td { text-align: start; padding: 0.5rem; border-block-end: 1px solid var(--line); vertical-align: middle; }
  .actions { display: flex; gap: 0.5rem; flex-wrap: wrap; }
  .scroll { overflow-x: auto; }
  .visually-hidden { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

function page(locale: Locale, title: string, body: string, wide = false): string {
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main${wide ? ' class="wide"' : ''}>
${body}
</main>
</body>
</html>`;
}

/** The values typed into the provider form, kept when a check fails (nothing typed is lost). */
export interface ProviderEntry {
  cardNumber?: string;
  expiry?: string;
  cvv?: string;
  phone?: string;
}

interface FieldSpec {
  name: keyof ProviderEntry;
  label: string;
  hint?: string;
  autocomplete: string;
  inputmode: string;
  dir?: 'ltr';
}

function field(spec: FieldSpec, value: string | undefined, problem: FieldProblem | undefined, t: Translate): string {
  const described = [spec.hint ? `${spec.name}-hint` : '', problem ? `${spec.name}-error` : ''].filter(Boolean).join(' ');
  return [
    `<label for="${spec.name}">${escapeHtml(t(spec.label))}</label>`,
    spec.hint ? `<span class="hint" id="${spec.name}-hint">${escapeHtml(t(spec.hint))}</span>` : '',
    problem ? `<span class="error" id="${spec.name}-error">${escapeHtml(t(problem.key, problem.values))}</span>` : '',
    `<input id="${spec.name}" name="${spec.name}" required autocomplete="${spec.autocomplete}" inputmode="${spec.inputmode}" dir="ltr" value="${escapeHtml(value ?? '')}"${described ? ` aria-describedby="${described}"` : ''}${problem ? ' aria-invalid="true"' : ''}>`,
  ].join('\n');
}

/**
 * The provider's hosted page (F3.8): the amount, then the card form (number, expiry, CVV) or the
 * wallet form (phone). Checked on the server: a failed check shows an error summary linking to each
 * field, the field's own message, and every value as typed. No script: works under the site's CSP.
 */
export function renderProviderPage(input: {
  transaction: SandboxTransaction;
  locale: Locale;
  entry?: ProviderEntry;
  problems?: Partial<Record<keyof ProviderEntry, FieldProblem>>;
  brand?: string;
}): string {
  const { transaction, locale, entry = {}, problems = {}, brand } = input;
  const t = translatorOf(locale);
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const action = `/provider/pay/${encodeURIComponent(transaction.providerToken)}`;
  const amount = paymentAmountText(transaction, '');
  const wallet = transaction.paymentMethodType === 'MOBILE_MONEY';
  const fields: FieldSpec[] = wallet
    ? [{ name: 'phone', label: 'gaia_provider_wallet_phone', hint: 'gaia_provider_wallet_hint', autocomplete: 'tel-national', inputmode: 'tel' }]
    : [
        { name: 'cardNumber', label: 'gaia_provider_card_number', hint: 'gaia_provider_card_number_hint', autocomplete: 'cc-number', inputmode: 'numeric' },
        { name: 'expiry', label: 'gaia_provider_expiry', autocomplete: 'cc-exp', inputmode: 'numeric' },
        { name: 'cvv', label: 'gaia_provider_cvv', hint: 'gaia_provider_cvv_hint', autocomplete: 'cc-csc', inputmode: 'numeric' },
      ];
  const listed = fields.filter((spec) => problems[spec.name]);
  const summary = listed.length
    ? `<div class="summary" role="alert" tabindex="-1" autofocus aria-labelledby="summary-title"><h2 id="summary-title">${escapeHtml(t('gaia_provider_error_summary'))}</h2><ul>${listed
        .map((spec) => `<li><a href="#${spec.name}">${escapeHtml(t(problems[spec.name]!.key, problems[spec.name]!.values))}</a></li>`)
        .join('')}</ul></div>`
    : '';
  const body = `
<h1>${escapeHtml(t('gaia_provider_title'))}</h1>
<p>${escapeHtml(t('gaia_provider_intro'))} <a href="?lang=${other}" lang="${other}" hreflang="${other}">${escapeHtml(t('gaia_provider_language'))}</a></p>
<p>${escapeHtml(t('gaia_provider_amount'))}</p>
<p class="amount"><bdi dir="ltr">${escapeHtml(amount)}</bdi></p>
<p>${escapeHtml(transaction.paymentMethodName ?? '')}</p>
${summary}
<form method="post" action="${action}?lang=${locale}" novalidate>
${fields.map((spec) => field(spec, entry[spec.name], problems[spec.name], t)).join('\n')}
${brand ? `<p class="hint">${escapeHtml(t('gaia_provider_brand', { brand }))}</p>` : ''}
<button type="submit" class="primary">${withLtrValues(t, wallet ? 'gaia_provider_wallet_submit' : 'gaia_provider_pay', { amount })}</button>
</form>
<form method="post" action="${action}/cancel?lang=${locale}" class="cancel">
<button type="submit" class="secondary">${escapeHtml(t('gaia_provider_cancel'))}</button>
</form>`;
  return page(locale, t('gaia_provider_title'), body);
}

/** The page for an address that leads to no open payment. */
export function renderProviderGone(locale: Locale): string {
  const t = translatorOf(locale);
  return page(locale, t('gaia_provider_title'), `<h1>${escapeHtml(t('gaia_provider_title'))}</h1><p role="alert">${escapeHtml(t('gaia_provider_gone'))}</p>`);
}

/**
 * The sandbox "phone" (like the inbox): payments waiting for a wallet approval, each with Approve
 * and Decline. The buttons send JSON to /__sandbox/payments/approval (the control routes take JSON
 * only); the script is inline and allowed by its hash, which the host computes from the page.
 */
export function renderApprovalsPage(waiting: readonly SandboxTransaction[], locale: Locale): string {
  const t = translatorOf(locale);
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const headers = ['transaction', 'phone', 'amount', 'action'].map((name) => `<th scope="col">${escapeHtml(t(`gaia_provider_approvals_${name}`))}</th>`).join('');
  const rows = waiting
    .map((tx) => {
      const sn = escapeHtml(tx.transactionSn);
      const amount = escapeHtml(paymentAmountText(tx, ''));
      return `<tr><td dir="ltr">${sn}</td><td dir="ltr">${escapeHtml(tx.walletPhone ?? tx.cardLast4 ?? '')}</td><td dir="ltr">${amount}</td><td><div class="actions"><button type="button" class="secondary" data-sn="${sn}" data-approve="true" data-done="${escapeHtml(t('gaia_provider_approved', { transaction: tx.transactionSn }))}">${escapeHtml(t('gaia_provider_approve', { transaction: tx.transactionSn }))}</button><button type="button" class="secondary" data-sn="${sn}" data-approve="false" data-done="${escapeHtml(t('gaia_provider_declined', { transaction: tx.transactionSn }))}">${escapeHtml(t('gaia_provider_decline', { transaction: tx.transactionSn }))}</button></div></td></tr>`;
    })
    .join('');
  const list = waiting.length
    ? `<div class="scroll" role="region" aria-labelledby="approvals-caption" tabindex="0"><table><caption id="approvals-caption">${escapeHtml(t('gaia_provider_approvals_caption'))}</caption><thead><tr>${headers}</tr></thead><tbody>${rows}</tbody></table></div>`
    : `<p>${escapeHtml(t('gaia_provider_approvals_empty'))}</p>`;
  const body = `
<h1>${escapeHtml(t('gaia_provider_approvals_title'))}</h1>
<p>${escapeHtml(t('gaia_provider_approvals_intro'))}</p>
<p><a href="?lang=${other}" lang="${other}" hreflang="${other}">${escapeHtml(t('gaia_provider_language'))}</a></p>
<div id="live" role="status" aria-live="polite"></div>
${list}
<script>
document.addEventListener('click', async (event) => {
  const button = event.target.closest('button[data-sn]');
  if (!button) return;
  const row = button.closest('tr');
  row.querySelectorAll('button').forEach((each) => { each.disabled = true; });
  const response = await fetch('/__sandbox/payments/approval', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ transactionSn: button.dataset.sn, approve: button.dataset.approve === 'true' }) });
  document.getElementById('live').textContent = response.ok ? button.dataset.done : response.statusText;
  if (response.ok) row.remove();
});
</script>`;
  return page(locale, t('gaia_provider_approvals_title'), body, true);
}
