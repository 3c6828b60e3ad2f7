// The Shopware app's registration (shopware-app/VeldStorefront/manifest.xml `<setup>`, decision
// 036): when a shop installs the app, Shopware asks GET /api/shopware-app/register
// (?shop-id, shop-url, timestamp, signed with the app's secret in `shopware-app-signature`); the
// worker answers a proof of that secret, a new secret of the shop's own and where to confirm;
// Shopware confirms with POST /api/shopware-app/register/confirm, signed with the shop's secret.
// From then on that shop's webhooks to /api/revalidate are signed with its secret (revalidate.ts
// verifies them by the shop's id). @shopware-ag/app-server-sdk makes and checks the handshake as
// Shopware's AppRegistrationService expects it; the worker adds what the SDK leaves to it: a
// registration older than the webhook window is refused, the confirmation's body is bounded, and
// without SHOPWARE_APP_SECRET there is no app here (404).
import { AppServer } from '@shopware-ag/app-server-sdk';
import { Hono, type Context } from 'hono';
import { isRecent } from '../cache/webhook-signatures';
import { readConfig, type Bindings } from '../env';
import { logWarn } from '../logging/log';
import { readBodyLimited, TOO_LARGE } from '../request/read-body';
import { clockNow } from '../../shared/clock';
import { shopRepository } from './shops';

/** The app's name (its manifest's `<meta><name>`): part of the proof. */
export const APP_NAME = 'VeldStorefront';
export const SHOPWARE_APP_PATH = '/api/shopware-app';
export const CONFIRMATION_PATH = `${SHOPWARE_APP_PATH}/register/confirm`;
/** The confirmation is a few keys (shop id, URL, API credentials, timestamp). */
const CONFIRMATION_BODY_LIMIT = 4 * 1024;

type AppContext = Context<{ Bindings: Bindings }>;

function appServer(c: AppContext, appSecret: string): AppServer {
  return new AppServer(
    { appName: APP_NAME, appSecret, authorizeCallbackUrl: `${readConfig(c.env).siteUrl}${CONFIRMATION_PATH}` },
    shopRepository(c.env.CACHE),
  );
}

function noApp(c: AppContext) {
  return c.json({ error: 'No Shopware app is set up for this shop' }, 404);
}

/** The SDK's answer, never stored by anything between (it carries the shop's new secret). */
function privately(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'no-store');
  return new Response(response.body, { status: response.status, headers });
}

export const shopwareAppRoutes = new Hono<{ Bindings: Bindings }>()
  .get('/register', async (c) => {
    const appSecret = c.env.SHOPWARE_APP_SECRET;
    if (!appSecret) return noApp(c);
    const timestamp = Number(c.req.query('timestamp'));
    if (!Number.isFinite(timestamp) || !isRecent(timestamp * 1000, clockNow())) {
      logWarn('[shopware-app] registration refused: timestamp outside the window');
      return c.json({ error: 'Registration refused' }, 401);
    }
    const answer = await appServer(c, appSecret).registration.authorize(c.req.raw);
    if (!answer.ok) logWarn(`[shopware-app] registration refused: ${answer.status}`);
    return privately(answer);
  })
  .post('/register/confirm', async (c) => {
    const appSecret = c.env.SHOPWARE_APP_SECRET;
    if (!appSecret) return noApp(c);
    const bytes = await readBodyLimited(c.req.raw, CONFIRMATION_BODY_LIMIT);
    if (bytes === TOO_LARGE) return c.json({ error: 'Payload too large' }, 413);
    let answer: Response;
    try {
      answer = await appServer(c, appSecret).registration.authorizeCallback(new Request(c.req.url, { method: 'POST', headers: c.req.raw.headers, body: new TextDecoder().decode(bytes) }));
    } catch {
      // Not JSON: the SDK parses it unchecked.
      return c.json({ error: 'Malformed body' }, 400);
    }
    if (!answer.ok) logWarn(`[shopware-app] confirmation refused: ${answer.status}`);
    return privately(answer);
  });

/** The secret a registered shop signs its webhooks with; null for a shop that never finished registering. */
export async function shopSecret(kv: KVNamespace, shopId: string): Promise<string | null> {
  const shop = await shopRepository(kv).getShopById(shopId);
  return shop && shop.isRegistrationConfirmed() ? shop.getShopSecret() : null;
}
