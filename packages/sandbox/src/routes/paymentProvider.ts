import { Hono, type Context } from 'hono';
import { resolveLocale, type Locale } from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import type { SandboxTransaction } from '../store/payments';
import { checkCard, checkWalletPhone } from './providerCard';
import { renderApprovalsPage, renderProviderGone, renderProviderPage, type ProviderEntry } from './providerPages';

function pageLocale(c: Context): Locale {
  return resolveLocale({ urlParam: c.req.query('lang'), stored: c.req.header('accept-language') });
}

/** Reads the form fields the page posts (form-encoded); nothing else is read. */
async function formEntry(c: Context): Promise<ProviderEntry | undefined> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return undefined;
  const form = new URLSearchParams(await c.req.text());
  const text = (name: string) => (form.get(name) ?? '').slice(0, 64);
  return { cardNumber: text('cardNumber'), expiry: text('expiry'), cvv: text('cvv'), phone: text('phone') };
}

/**
 * The simulated provider's hosted pages (F3.8), outside /ecare: the portal hands the payer off to
 * GET /provider/pay/{token}; the form posts back here and, once valid, the payer is sent to the
 * portal's return URL (303). Card data stays here: only its brand and last four digits are kept.
 * GET /__sandbox/wallet.html is the wallet "phone" where pending payments are approved.
 */
export function paymentProviderRoutes(store: SandboxStore) {
  const app = new Hono();
  const book = store.payments;

  const open = (c: Context): SandboxTransaction | undefined => book.byProviderToken(c.req.param('token') ?? '');
  const noStore = (c: Context) => c.header('Cache-Control', 'no-store');

  app.get('/provider/pay/:token', (c) => {
    noStore(c);
    const transaction = open(c);
    if (!transaction) return c.html(renderProviderGone(pageLocale(c)), 404);
    // Already answered (Back, a reload): the payer goes on to the portal instead of paying again.
    if (transaction.providerState !== 'awaitingEntry') return c.redirect(transaction.returnUrl, 303);
    return c.html(renderProviderPage({ transaction, locale: pageLocale(c) }));
  });

  app.post('/provider/pay/:token', async (c) => {
    noStore(c);
    const locale = pageLocale(c);
    const transaction = open(c);
    if (!transaction) return c.html(renderProviderGone(locale), 404);
    if (transaction.providerState !== 'awaitingEntry') return c.redirect(transaction.returnUrl, 303);
    const entry = await formEntry(c);
    if (!entry) return c.html(renderProviderPage({ transaction, locale }), 415);
    if (transaction.paymentMethodType === 'MOBILE_MONEY') {
      const problem = checkWalletPhone(entry.phone ?? '');
      if (problem) return c.html(renderProviderPage({ transaction, locale, entry, problems: { phone: problem } }), 422);
      book.payByWallet(transaction, (entry.phone ?? '').replace(/\s/g, ''));
    } else {
      const card = checkCard({ cardNumber: entry.cardNumber ?? '', expiry: entry.expiry ?? '', cvv: entry.cvv ?? '' });
      if (!card.ok) return c.html(renderProviderPage({ transaction, locale, entry, problems: card.problems, ...(card.brand ? { brand: card.brand } : {}) }), 422);
      book.payByCard(transaction, { brand: card.brand, last4: card.last4 });
    }
    return c.redirect(transaction.returnUrl, 303);
  });

  app.post('/provider/pay/:token/cancel', (c) => {
    const transaction = open(c);
    if (!transaction) return c.html(renderProviderGone(pageLocale(c)), 404);
    book.cancel(transaction);
    return c.redirect(transaction.returnUrl, 303);
  });

  app.get('/__sandbox/wallet.html', (c) => {
    noStore(c);
    return c.html(renderApprovalsPage(book.awaitingApproval(), pageLocale(c)));
  });
  return app;
}
