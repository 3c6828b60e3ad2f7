// The demo payment provider's page (mounted at /__demo/pay by ../../index.ts, so neither the
// access key nor fault injection applies): where /handle-payment sends the shopper for an
// asynchronous method (PayPal). It plays the provider and Shopware's finalize step in one:
//   GET  /__demo/pay/<transactionId>?token=…   the page: order number, amount, Betalen / Annuleren
//   POST /__demo/pay/<transactionId>?token=…   form field action=approve → transaction "paid",
//        303 to finishUrl; action=cancel → transaction "cancelled", 303 to errorUrl with
//        error-code=CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT (as Shopware's PaymentController).
// A payment already paid goes straight to finishUrl, one cancelled or failed to errorUrl. The
// return URLs come from D1 (stored by /handle-payment), never from the browser.
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DemoEnv } from '../../env';
import { shopperDb } from './db';
import { findOrderById, transactionsOf } from './orders';
import { absoluteHttpUrl, transitionTransaction } from './payments';
import { paymentMethodOf } from './sales-channel';

type PageCtx = Context<DemoEnv>;

/** PaymentException::PAYMENT_CUSTOMER_CANCELED_EXTERNAL, appended to errorUrl on cancel. */
const CANCELED_CODE = 'CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT';

interface PaymentRow {
  transaction_id: string;
  order_id: string;
  token: string;
  finish_url: string | null;
  error_url: string | null;
}

const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Compares secrets in time independent of where they differ. */
function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f3f5f9; color: #1a1a1a; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  h1 { margin: 0 0 0.25rem; font-size: 1.5rem; color: #003087; }
  .demo { margin: 0 0 1.5rem; color: #4a4a4a; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .amount { font-size: 1.25rem; font-weight: 700; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  button { font: inherit; font-weight: 600; padding: 0.75rem 1.5rem; border-radius: 999px; border: 2px solid #003087; cursor: pointer; }
  .approve { background: #003087; color: #fff; }
  .cancel { background: #fff; color: #003087; }
  button:focus-visible, a:focus-visible { outline: 3px solid #c24e00; outline-offset: 2px; }
  .error { color: #a4000f; font-weight: 600; }
  a { color: #003087; }
`;

function page(c: PageCtx, title: string, body: string, status: ContentfulStatusCode = 200) {
  c.header('Cache-Control', 'no-store');
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'");
  // The page URL holds the payment token: do not hand it on to the shop it redirects to.
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.html(`<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`, status);
}

function notFound(c: PageCtx) {
  return page(c, 'Betaling niet gevonden', `<h1>Betaling niet gevonden</h1>
<p>Deze betaling bestaat niet (meer). Ga terug naar de winkel en probeer het opnieuw.</p>`, 404);
}

/** Where the shopper goes next; a short page instead when the shop gave no (usable) URL. */
function leave(c: PageCtx, url: string | null, errorCode: string | null, fallback: { title: string; text: string }) {
  const target = url ? absoluteHttpUrl(url) : null;
  if (!target) return page(c, fallback.title, `<h1>${escapeHtml(fallback.title)}</h1>\n<p>${escapeHtml(fallback.text)}</p>`);
  if (errorCode) target.searchParams.append('error-code', errorCode);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(target.toString(), 303);
}

const PAID = { title: 'Betaling voltooid', text: 'De betaling is gelukt. Je kunt dit venster sluiten.' };
const CANCELLED = { title: 'Betaling geannuleerd', text: 'De betaling is geannuleerd. Je kunt dit venster sluiten.' };

interface Payment {
  row: PaymentRow;
  orderNumber: string;
  state: string;
  amount: number;
  methodName: string;
}

/** The payment behind the URL, or null when the transaction or token is unknown. */
async function loadPayment(c: PageCtx, token: string | undefined): Promise<Payment | null> {
  const transactionId = c.req.param('transactionId') ?? '';
  if (!token || !/^[0-9a-f]{32}$/.test(transactionId)) return null;
  const db = await shopperDb(c.env.DB);
  const row = await db.prepare('SELECT * FROM shopper_payment WHERE transaction_id = ?').bind(transactionId).first<PaymentRow>();
  if (!row || !sameSecret(row.token, token)) return null;
  const order = await findOrderById(db, row.order_id);
  const transaction = order ? transactionsOf(order).find((t) => t.id === transactionId) : undefined;
  if (!order || !transaction) return null;
  const amount = (transaction.amount as { totalPrice?: number } | null)?.totalPrice ?? (order.amountTotal as number);
  return {
    row, orderNumber: String(order.orderNumber), state: transaction.stateMachineState.technicalName, amount,
    methodName: paymentMethodOf(transaction.paymentMethodId)?.name ?? 'PayPal',
  };
}

/** Answers for a payment that is no longer open; null while it is. */
function concluded(c: PageCtx, payment: Payment) {
  if (payment.state === 'paid') return leave(c, payment.row.finish_url, null, PAID);
  if (payment.state === 'cancelled' || payment.state === 'failed') return leave(c, payment.row.error_url, CANCELED_CODE, CANCELLED);
  return null;
}

function paymentForm(c: PageCtx, payment: Payment, token: string, error?: string) {
  const action = `/__demo/pay/${payment.row.transaction_id}?token=${encodeURIComponent(token)}`;
  const heading = `${payment.methodName} (demo)`;
  return page(c, `${heading} – bestelling ${payment.orderNumber}`, `<h1>${escapeHtml(heading)}</h1>
<p class="demo">Dit is een demobetaalpagina: er wordt geen echt geld overgemaakt.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>\n` : ''}<dl>
<dt>Bestelling</dt><dd>${escapeHtml(payment.orderNumber)}</dd>
<dt>Bedrag</dt><dd class="amount">${escapeHtml(EURO.format(payment.amount))}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}">
<div class="actions">
<button type="submit" name="action" value="approve" class="approve">Betalen</button>
<button type="submit" name="action" value="cancel" class="cancel">Annuleren</button>
</div>
</form>`, error ? 400 : 200);
}

export const paymentPage = new Hono<DemoEnv>()
  .get('/:transactionId', async (c) => {
    const token = c.req.query('token');
    const payment = await loadPayment(c, token);
    if (!payment) return notFound(c);
    return concluded(c, payment) ?? paymentForm(c, payment, token!);
  })
  .post('/:transactionId', async (c) => {
    const form = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
    const token = c.req.query('token') ?? (typeof form.token === 'string' ? form.token : undefined);
    const payment = await loadPayment(c, token);
    if (!payment) return notFound(c);
    const done = concluded(c, payment);
    if (done) return done;
    const action = form.action;
    if (action !== 'approve' && action !== 'cancel') return paymentForm(c, payment, token!, 'Kies Betalen of Annuleren.');
    const db = await shopperDb(c.env.DB);
    // Only from "open" (or "in_progress"): a concurrent click that concluded it first wins.
    const state = await transitionTransaction(db, payment.row.order_id, payment.row.transaction_id,
      ['open', 'in_progress'], action === 'approve' ? 'paid' : 'cancelled');
    if (state === undefined) return notFound(c);
    return concluded(c, { ...payment, state }) ?? paymentForm(c, payment, token!, 'Deze betaling kan niet meer worden afgerond.');
  });
