// The document render: the route's loaders run first (client/router/load-route.ts: critical
// data is awaited there, deferred data only started), then React streams the page. People get
// the shell as soon as it is ready and slow sections as they settle; crawlers get the whole
// document after allReady, with the status the data decided.
import type { QueryClient } from '@tanstack/react-query';
import { isbot } from 'isbot';
import type { Context } from 'hono';
import { renderToReadableStream } from 'react-dom/server.edge';
import { prerender } from 'react-dom/static.edge';
import { createPath, type Navigator } from 'react-router';
import { AppProviders } from '../../client/app';
import { createQueryClient } from '../../client/lib/query-client';
import { leadingImagePreloads, pageMeta } from '../../client/lib/meta';
import { loadRoute, routeModuleSources, type RouteState } from '../../client/router/load-route';
import { Redirect } from '../../client/router/outcomes';
import { routeData, ROUTE_DATA_GLOBAL } from '../../client/router/route-data';
import { RouteView } from '../../client/router/RouteView';
import { loadedRouteModule } from '../../client/router/route-modules';
import { cartQuery, queryKeys } from '../../client/queries';
import { ADDED_PARAM } from '../../shared/catalogue/added';
import { hasSessionCookie } from '../../shared/session';
import { shopperHintScript } from '../../shared/shopper-hint';
import { readConfig } from '../env';
import type { AppEnv } from '../types';
import { assetsFor, BUILD_ID, routeChunks } from './assets';
import { earlyPressScript } from '../../shared/page/early-press';
import { consentFromCookieHeader, consentModeScript, consentPressScript, CONSENT_SETTINGS_PARAM, type ConsentChoice } from '../../shared/analytics/consent';
import { ConsentContext, type ConsentState } from '../../client/lib/consent';
import { bootstrapScript } from './bootstrap';
import { escapeHtml } from '../../shared/escape';
import { createStateWriter, documentStream, scriptSafeJson } from './stream-state';
import { SnippetReadsContext } from '../../client/lib/page-snippets';
import { SnippetReads } from './snippet-reads';
import { HOME_SLUG } from '../sanity/queries/pages';
import { STREAM_DEADLINE_MS } from '../request/deadline';
import { bannerImage, pageSeo, seoHead, type PageSeo } from './page-seo';
import { statusHeaders } from './status';
import { PREVIEW_META, type PreviewMeta } from '../../shared/preview/meta';
import { previewMeta } from '../preview/preview-mode';
import { logError, logWarn } from '../logging/log';
import { claimPageRefresh, heldPage, holdPage, keepPage, notePageStore, pageQuery, pageReadLog, pageStoreKey, readStoredPage, servedPage, type PageReadLog } from '../cache/page-store';
import { waitToStorePage, type WaitingStore } from '../cache/in-flight';
import { isMaintenance } from '../../shared/errors';
import { clockNow } from '../../shared/clock';

/**
 * Crawlers and audit tools: the spec's list plus whatever isbot knows. isbot's pattern is large
 * (0.2 ms a call, most of a stored page's own CPU), and an isolate sees the same few user agents
 * again and again: the last answers are remembered.
 */
export function isCrawler(userAgent: string | undefined): boolean {
  if (!userAgent) return false;
  let crawler = knownAgents.get(userAgent);
  if (crawler === undefined) {
    crawler = isbot(userAgent) || /bot|lighthouse|facebook|google/i.test(userAgent);
    if (knownAgents.size >= MAX_KNOWN_AGENTS) knownAgents.delete(knownAgents.keys().next().value!);
    knownAgents.set(userAgent, crawler);
  }
  return crawler;
}

const MAX_KNOWN_AGENTS = 256;
const knownAgents = new Map<string, boolean>();

/** The source modules the page runs on: their chunks and stylesheets go out with it. */
function pageModules(state: RouteState): string[] {
  const sources = routeModuleSources(state);
  // An error page shows the blocks of the 'Error' page: its screen's chunks and styles too.
  if (state.error !== undefined) sources.push(ERROR_SCREEN_MODULE);
  return sources;
}

/**
 * How long the matched route lets the page store keep its page (its module's `storedFor`, in
 * client/routes/), or undefined: rendered for every request.
 */
function pageLifetime(state: RouteState): number | undefined {
  const leaf = state.matches.at(-1);
  const storedFor = leaf && loadedRouteModule(leaf.module)?.storedFor;
  return typeof storedFor === 'function' ? storedFor(leaf!.data) : storedFor;
}

/** The document renders once: there is nowhere to navigate to. */
const documentNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: () => { throw new Error('A document render cannot navigate'); },
  push: () => { throw new Error('A document render cannot navigate'); },
  replace: () => { throw new Error('A document render cannot navigate'); },
};

const ERROR_SCREEN_MODULE = 'client/components/layout/ErrorScreen.tsx';

/** Where catalogue and content images are served from (Shopware media, the Sanity CDN). */
function imageOrigins(config: ReturnType<typeof readConfig>): string[] {
  const origins = [new URL(config.shopware.endpoint).origin, config.sanity.cdnHost ?? 'https://cdn.sanity.io'];
  return [...new Set(origins.map((o) => new URL(o).origin))];
}

function documentHead(opts: {
  state: RouteState; queryClient: QueryClient; status: number; nonce: string;
  styles: string[]; seo: PageSeo; initialState: string; imageOrigins: string[]; siteUrl: string;
  recaptchaSiteKey?: string | undefined;
  gtmId?: string | undefined;
  posthogKey?: string | undefined;
  /** In a content preview: what the preview's code needs (never the token). */
  preview?: PreviewMeta | undefined;
  consent: ConsentChoice | null;
}): string {
  const matches = opts.state.matches;
  const meta = pageMeta(matches, opts.queryClient, opts.status);
  const images = opts.status < 400 ? leadingImagePreloads(matches, opts.queryClient) : [];
  return `<!doctype html><html lang="nl" data-build="${BUILD_ID}"><head>`
    + '<meta charset="utf-8">'
    + '<meta name="viewport" content="width=device-width, initial-scale=1">'
    + `<title>${escapeHtml(meta.title)}</title>`
    + seoHead(meta, opts.seo, opts.siteUrl, opts.status)
    // A public key: the contact form reads it when it needs reCAPTCHA.
    + (opts.recaptchaSiteKey ? `<meta name="recaptcha-site-key" content="${escapeHtml(opts.recaptchaSiteKey)}">` : '')
    // Public too: the analytics runtime loads this container after consent (decision 012).
    + (opts.gtmId ? `<meta name="gtm-id" content="${escapeHtml(opts.gtmId)}">` : '')
    // And PostHog's project key: product analytics after consent, through /ingest.
    + (opts.posthogKey ? `<meta name="posthog-key" content="${escapeHtml(opts.posthogKey)}">` : '')
    // A content preview: its code (client/preview/) loads only when this is here.
    + (opts.preview ? `<meta name="${PREVIEW_META}" content="${escapeHtml(JSON.stringify(opts.preview))}"><meta name="robots" content="noindex">` : '')
    + '<meta name="theme-color" content="#f6f3ee"><link rel="icon" href="/favicon.svg" type="image/svg+xml">'
    + opts.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('')
    // Product and content images come from the backends' media hosts: connect early.
    + opts.imageOrigins.map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}">`).join('')
    + images.map((i) => `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(i.srcSet)}" imagesizes="${i.sizes}"${i.media ? ` media="${i.media}"` : ''}>`).join('')
    // The shopper's cart count from the shopper hint cookie, before the body paints (a stored
    // page is the same for everyone; shared/shopper-hint.ts). Consent Mode v2 defaults (all
    // denied) and the stored choice, before anything else runs;
    // without a choice, the banner's press kept from the first byte (consentPressScript).
    + `<script nonce="${opts.nonce}">document.documentElement.classList.add('js');${shopperHintScript()}${consentModeScript(opts.consent)}${opts.consent ? '' : consentPressScript()}${earlyPressScript()}</script>`
    + `</head><body>${opts.initialState}`
    + `<script nonce="${opts.nonce}">window.${ROUTE_DATA_GLOBAL}=${scriptSafeJson(routeData(opts.state, routeChunks(opts.state.matches.map((m) => m.module))))}</script><div id="root">`;
}

/** The headers of a document (a stored page gets the same as its render did). */
function documentHeaders(config: ReturnType<typeof readConfig>, personal: boolean, status: number, error?: unknown): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    // Local runtimes would buffer a streamed page whole to compress it (see Bindings).
    ...(config.htmlContentEncoding ? { 'Content-Encoding': config.htmlContentEncoding } : {}),
    // Every page is the shopper's own render (their cart count, consent); a page of their own
    // data (RouteModule.personal) is not even kept on the device.
    'Cache-Control': personal ? 'private, no-store' : 'private, no-cache',
    Vary: 'Cookie, User-Agent',
    ...statusHeaders(status, error),
  };
}

/** A page being rendered that may be stored (cache/page-store.ts). */
interface Keeping {
  key: string;
  reads: PageReadLog;
  waiting: WaitingStore;
  /** The page's query ('' for none: keepPage). */
  query: string;
}

/**
 * A public page from the page store when it holds it fresh, for any shopper (or crawler), else
 * rendered, and stored once it is out if it may be (cache/page-store.ts, decisions 025, 034).
 */
export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const config = readConfig(c.env);
  const startedAt = performance.now();
  const url = new URL(c.req.url);
  const query = pageQuery(url);
  const key = await pageStoreKey({
    method: c.req.method,
    path: url.pathname,
    query,
    buildId: BUILD_ID,
    crawler: isCrawler(c.req.header('user-agent')),
    consent: consentFromCookieHeader(c.req.header('cookie')),
    preview: c.get('preview') !== undefined,
    demoScope: config.demoFaultScope === true && c.req.header('x-demo-scope') !== undefined,
    scope: { site: config.siteUrl, shopware: config.shopware.endpoint, channel: config.shopware.accessKey },
  });
  if (!key) return renderDocument(c, undefined);
  const now = clockNow();
  const nonce = c.get('nonce');
  let page: Uint8Array<ArrayBuffer> | null = heldPage(key, nonce, now);
  let stale = false;
  if (!page) {
    const stored = await readStoredPage(c.env.CACHE, key, now);
    if (stored) {
      stale = stored.stale;
      holdPage(key, stored.entry, now);
      page = heldPage(key, nonce, now) ?? servedPage(stored.entry.data, nonce);
    }
  }
  notePageStore(c, !page ? 'miss' : stale ? 'stale' : 'hit', performance.now() - startedAt);
  if (page) {
    // Just past its freshness: this answer is the stored page, and one render in the isolate
    // makes its successor once the answer is out.
    if (stale) renderSuccessor(c, key, query ?? '');
    return new Response(page, { status: 200, headers: documentHeaders(config, false, 200) });
  }
  const keeping: Keeping = { key, reads: pageReadLog(), waiting: waitToStorePage(), query: query ?? '' };
  c.set('pageReads', keeping.reads);
  try {
    return await renderDocument(c, keeping);
  } catch (error) {
    keeping.waiting.done();
    throw error;
  }
}

/**
 * Renders the page a stale stored page answered for, to store it (the shopper has their answer):
 * the same render and the same rules as a miss (keepPage), its document read to the end here.
 * One at a time per page in the isolate (claimPageRefresh); the others answer with the stale page.
 */
function renderSuccessor(c: Context<AppEnv>, key: string, query: string): void {
  const claim = claimPageRefresh(key);
  if (!claim) return;
  const keeping: Keeping = { key, reads: pageReadLog(), waiting: waitToStorePage(), query };
  c.set('pageReads', keeping.reads);
  c.executionCtx.waitUntil((async () => {
    try {
      // Once the stale answer is out: this render takes nothing from it.
      await c.get('responseSent')?.promise;
      const response = await renderDocument(c, keeping);
      await response.body?.pipeTo(new WritableStream());
    } catch (error) {
      keeping.waiting.done();
      logWarn('[page-store] the render after a stale page failed', error);
    } finally {
      claim.done();
    }
  })());
}

async function renderDocument(c: Context<AppEnv>, keeping: Keeping | undefined): Promise<Response> {
  const request = c.req.raw;
  const config = readConfig(c.env);
  const api = c.get('storefront');
  const queryClient = createQueryClient();
  const url = new URL(request.url);
  const loadersStartedAt = performance.now();
  // Read alongside the loaders, not after them: the head may need the home page's banner
  // (below), and a cached read costs nothing when it does not.
  const homePage = api.contentPage(HOME_SLUG).catch(() => null);
  // Keys made for this response alone (a form's idempotency key): a stored copy of the page is
  // served with new ones (cache/page-store.ts).
  const freshKeys: string[] = [];
  const freshKey = () => {
    const key = crypto.randomUUID();
    freshKeys.push(key);
    return key;
  };
  // Back from an addition without JavaScript (/cart/add, worker/app.ts): the header counts what
  // is in the cart now, from the first byte (#50 item 4). That page carries the shopper's cart,
  // so it is kept nowhere (personal, below); every other document leaves the cart to the browser.
  const cartRead = url.searchParams.has(ADDED_PARAM) && hasSessionCookie(request.headers.get('cookie'))
    ? queryClient.prefetchQuery(cartQuery(api)) : null;
  const [state] = await Promise.all([loadRoute(url, request, { queryClient, api, freshKey }, {
    pathname: url.pathname, search: url.search, hash: '', key: 'default', state: null,
  }), cartRead]);
  // Server-Timing phases: the loaders (critical data), then what the head still waits for.
  c.get('timing').phase('loaders', performance.now() - loadersStartedAt);
  // The critical data is in (or failed by the request's deadline): what streams after the head
  // gets the later bound, which the render itself stops at too.
  c.get('deadline')?.extendTo(STREAM_DEADLINE_MS);
  // A loader answered with a redirect (technical Shopware paths → SEO URLs).
  if (state instanceof Redirect) {
    keeping?.waiting.done();
    return c.redirect(state.location, state.status);
  }

  const { status } = state;
  // The request's line names the page route, not the path (logging/request-log.ts).
  c.set('documentRoute', state.matches.at(-1)?.id);
  // A page about the shopper (RouteModule.personal), or one that carries their cart (the page
  // back from an addition without JavaScript, above): never kept anywhere.
  const personal = state.matches.some((m) => loadedRouteModule(m.module)?.personal === true)
    || queryClient.getQueryData(queryKeys.cart()) !== undefined;
  // Crawlers get the error page too, with its status (503 and Retry-After in an outage, #34).
  const crawler = isCrawler(c.req.header('user-agent'));
  // A failure shows the error page; the log says what it was, once (a 404 is no failure, nor
  // the shop closed for maintenance on purpose; a backend outage is, whatever its status).
  if (status >= 500 && !isMaintenance(state.error)) logError(crawler ? 'Route failed for a crawler' : 'Route failed', state.error);

  const nonce = c.get('nonce');
  const assets = assetsFor(pageModules(state));
  const snippetReads = new SnippetReads();
  const writeState = createStateWriter(queryClient, nonce, snippetReads);
  const controller = new AbortController();
  // A slow backend must never hang a page: stop waiting and let the browser finish the rest,
  // when the request's deadline for streamed sections passes (its backend calls end then too).
  // Counted from the request's start even when the critical deadline passed and could not be
  // moved: the error page that says so still renders (its backend calls end at once).
  const renderBoundMs = c.get('deadline')?.untilMs(STREAM_DEADLINE_MS) ?? STREAM_DEADLINE_MS;
  const timeout = setTimeout(() => controller.abort(new Error('Render timed out')), renderBoundMs);

  const consent = consentFromCookieHeader(c.req.header('cookie'));
  const consentState: ConsentState = { choice: consent, settings: url.searchParams.has(CONSENT_SETTINGS_PARAM) ? 'page' : 'closed' };
  const page = (
    <AppProviders queryClient={queryClient} api={api}>
      <ConsentContext.Provider value={consentState}>
        <SnippetReadsContext.Provider value={snippetReads}>
          <RouteView state={state} navigator={documentNavigator} isStatic />
        </SnippetReadsContext.Provider>
      </ConsentContext.Provider>
    </AppProviders>
  );
  const bootstrap = bootstrapScript(assets.entry, assets.scripts, nonce);
  // A section that failed to render is left to the browser: such a page is never stored.
  let renderFailed = false;
  const onError = (error: unknown) => {
    renderFailed = true;
    logError('Render error', error);
  };
  // Crawlers get the finished document: prerender waits for every Suspense boundary. For
  // everyone, an unbounded chunk size stops React from outlining large finished boundaries
  // (which it does for progressive painting) into hidden segments that only a script reveals:
  // what is ready stands in place, and reads without JavaScript. Only sections still waiting
  // for data stream in later.
  const render = (): Promise<ReadableStream<Uint8Array>> => {
    const react = crawler
      ? prerender(page, {
          signal: controller.signal, onError, progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        }).then((r) => r.prelude)
      : renderToReadableStream(page, {
          bootstrapScriptContent: bootstrap, nonce, signal: controller.signal, onError, progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        });
    c.executionCtx.waitUntil(
      react.then((s) => (s as Partial<{ allReady: Promise<void> }>).allReady).catch(() => undefined).finally(() => clearTimeout(timeout)),
    );
    return react;
  };
  // People get the head at once, before React has rendered anything. Crawlers (and audit
  // tools among them) get it when the document is complete, so every query's state is in it.
  const prerendered = crawler ? render() : null;
  if (prerendered) await prerendered.catch(() => undefined);

  const headStartedAt = performance.now();
  const seo = pageSeo(state.matches, queryClient, url, config.siteUrl);
  // A page without an image of its own is shared with the home page's header banner (cached).
  if (!seo.image && status < 400) seo.image = bannerImage(await homePage);
  const head = documentHead({
    state, queryClient, status, nonce, styles: assets.styles, seo, initialState: writeState(), imageOrigins: imageOrigins(config), siteUrl: config.siteUrl,
    recaptchaSiteKey: config.recaptchaSiteKey, gtmId: config.gtmId, posthogKey: config.posthog?.key, consent,
    preview: previewMeta(config, c.get('preview')),
  });
  c.get('timing').phase('head', performance.now() - headStartedAt);
  let ended!: () => void;
  let complete = false;
  // The KV writes of this page's cache misses go once the document is out (response-sent.ts).
  const bodyEnded = new Promise<void>((resolve) => { ended = resolve; });
  c.get('responseSent')?.streamsUntil(bodyEnded, renderBoundMs);
  const body = documentStream({
    head,
    ended,
    // Cut off by the deadline, React still ends its stream (with the rest left to the browser).
    completed: () => { complete = !renderFailed && !controller.signal.aborted; },
    react: () => prerendered ?? render(),
    pendingStateScript: writeState,
    // A prerendered document cannot carry the nonce React would give its bootstrap script.
    tail: () => (crawler ? `</div><script nonce="${nonce}">${bootstrap}</script>` : '</div>') + '</body></html>',
    shellFailed: () => '<p class="container">Deze pagina kon niet worden geladen. Probeer het opnieuw.</p>',
  });
  const headers = documentHeaders(config, personal, status, state.error);
  // The answer is out and this document has ended (for the render after a stale page, the
  // answer was out before this render began).
  const sent = c.get('responseSent')?.promise;
  const afterResponse = sent && Promise.all([sent, bodyEnded]).then(() => undefined);
  if (!keeping || !afterResponse) {
    keeping?.waiting.done();
    return new Response(body, { status, headers });
  }
  // The shopper's stream goes out as it comes; the copy is read beside it and stored once the
  // answer is out (keepPage), never before the first byte.
  const [toShopper, copy] = body.tee();
  c.executionCtx.waitUntil(keepPage({
    kv: c.env.CACHE, key: keeping.key, copy, nonce, fresh: () => freshKeys, reads: keeping.reads, waiting: keeping.waiting, afterResponse,
    // Asked once the answer is out: the body has ended by then, complete or not.
    outcome: () => ({ complete: complete && request.method === 'GET', status, personal }),
    storedFor: pageLifetime(state), query: keeping.query,
  }));
  return new Response(toShopper, { status, headers });
}
