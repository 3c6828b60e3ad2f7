// How an editor logs in to the demo backend from the Studio (issue 54, item 6), the way Sanity's
// own login works for a Studio on another host: the Studio lists the providers
// (`/auth/providers`), the editor picks one and is sent to its `url` with the Studio's address
// as `origin`; the provider sends them back to `origin#sid=<session id>`, and the Studio trades
// the session id for a token (`/auth/fetch?sid=`) that it keeps and sends as a bearer token.
// Here there is one provider, the demo editor, and no password: the demo backend only runs on
// this machine. `origin` must be a local address, so the login cannot be bounced elsewhere.
import { Hono } from 'hono';
import type { DemoEnv } from '../../env';
import { DEMO_EDITOR_TOKEN, accessOf, unauthorized } from '../access';

export const DEMO_EDITOR = { id: 'pDemoEditor', name: 'Demo-redacteur', email: 'redactie@veld.example', profileImage: null, provider: 'demo' };

/** Session ids handed out and not yet traded for the token; each is good once. */
const sessions = new Set<string>();
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The Studio's address to send the editor back to, when it is on this machine. */
function localOrigin(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTS.has(url.hostname) ? url : null;
  } catch {
    return null;
  }
}

/** Mounted at `/:ver/auth`. */
export const authRoutes = new Hono<DemoEnv>()
  .get('/providers', (c) => {
    // Behind the Studio's HTTP/2 front (scripts/lib/studio-front.mjs) the address the browser used is forwarded.
    const url = new URL(c.req.url);
    const origin = c.req.header('x-studio-front-origin') ?? url.origin;
    return c.json({
      thirdPartyLogin: false,
      sso: false,
      providers: [{ name: 'demo', title: 'Demo-redacteur (lokaal)', url: `${origin}${url.pathname.replace(/\/providers$/, '/login/demo')}` }],
    });
  })
  .get('/login/demo', (c) => {
    const origin = localOrigin(c.req.query('origin'));
    if (!origin) return c.json({ statusCode: 400, error: 'Bad Request', message: 'origin must be an address on this machine' }, 400);
    const sid = crypto.randomUUID().replaceAll('-', '');
    sessions.add(sid);
    origin.hash = `sid=${sid}`;
    return c.redirect(origin.href, 302);
  })
  .get('/fetch', (c) => {
    const sid = c.req.query('sid') ?? '';
    if (!sessions.delete(sid)) return unauthorized(c);
    return c.json({ token: DEMO_EDITOR_TOKEN });
  })
  .get('/id', (c) => (accessOf(c) === 'authenticated' ? c.json({ id: DEMO_EDITOR.id }) : unauthorized(c)))
  // The token is a fixed demo value, so logging out only tells the Studio it may forget it.
  .post('/logout', (c) => c.body(null, 200));
