import type { RequestDeadline } from './request/deadline';
import type { ResponseSent } from './request/response-sent';
import type { ServerTiming } from './request/server-timing';
import type { Bindings } from './env';
import type { ShopperSession } from './shopware/client';
import type { SanityPreview } from './preview/preview-mode';
import type { Snippets } from '../shared/site/types';
import type { ServerStorefrontApi } from './storefront/server-api';
import type { PageReadLog } from './cache/page-store';
import type { RefusalKind } from './rate-limit/middleware';

export interface AppVariables {
  /**
   * The request's id: its line and error lines carry it, and the answer's X-Request-Id
   * (logging/request-log.ts; Hono's name). Not a cart press's `requestId`, its idempotency key.
   */
  requestId: string;
  /** The page route the document render resolved ('products', 'page'): the request line's route. */
  documentRoute: string | undefined;
  timing: ServerTiming;
  session: ShopperSession;
  nonce: string;
  /** The request's deadline for backend calls (request/deadline-middleware.ts). */
  deadline: RequestDeadline;
  /** When the answer is out: the KV writes of cache misses wait for it (request/response-sent-middleware.ts). */
  responseSent: ResponseSent;
  /** Content preview (preview/preview-mode.ts): drafts past the cache, private answers. */
  preview: SanityPreview | undefined;
  /**
   * The answer may be framed by the Studio (SANITY_STUDIO_URL): a preview, and the start of one
   * (security-headers.ts). Anything else is framed by the shop's own pages only.
   */
  studioMayFrame: boolean | undefined;
  /** The reads of a page that may be stored (cache/page-store.ts), set by the render when it may. */
  pageReads: PageReadLog | undefined;
  /**
   * How the answers of this request are read: 'page' for a form post without JavaScript (set by
   * mountForms, worker/api/route.ts), else JSON. A refusal the handler counts answers in kind.
   */
  transport: RefusalKind | undefined;
  /** The request's StorefrontApi: Shopware and Sanity through the edge cache (storefront/middleware.ts). */
  storefront: ServerStorefrontApi;
  /**
   * The shop's snippets for a refusal or an error page, within a short wait of their own, else
   * undefined (the English fallback); absent in a test's bare app (storefront/middleware.ts).
   */
  shopWords: (() => Promise<Snippets | undefined>) | undefined;
}

/** Hono's typed environment for the storefront worker. */
export type AppEnv = { Bindings: Bindings; Variables: AppVariables };
