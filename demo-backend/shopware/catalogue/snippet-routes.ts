// GET /store-api/snippet, as stock Shopware answers it since 6.7.15 (experimental until 6.8; the OpenAPI document
// @shopware/api-client ships names it readSnippets): the sales channel's resolved snippets of the
// context language as one set, limited to the `prefixes` asked (whole key segments), with a
// content hash as ETag, so a client that sends it back in If-None-Match gets a 304.
import { Hono } from 'hono';
import type { ShopwareEnv } from '../types';
import { StoreApiError } from '../store-api-error';
import { errorResponse } from './http';
import { stableId } from './ids';
import { LANGUAGE_ID } from '../defaults';
import { snippetSet } from './snippets';

export const snippetRoutes = new Hono<ShopwareEnv>();
snippetRoutes.onError((error, c) => errorResponse(c, error));

/** Shopware answers at most this many distinct prefixes per request. */
const MAX_PREFIXES = 50;
const SNIPPET_SET_ID = stableId('snippet-set:nl-NL');

/** A key within a prefix: the prefix is whole segments of it (`checkout` holds `checkout.cart`, not `checkoutConfirm`). */
const within = (key: string, prefixes: readonly string[]) => prefixes.some((p) => key === p || key.startsWith(`${p}.`));

snippetRoutes.get('/snippet', (c) => {
  const prefixes = [...new Set((c.req.query('prefixes') ?? '').split(',').map((p) => p.trim().replace(/\.$/, '')).filter(Boolean))];
  if (prefixes.length > MAX_PREFIXES) {
    throw StoreApiError.at(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', `At most ${MAX_PREFIXES} prefixes are allowed.`, undefined, { parameterName: 'prefixes' });
  }
  const languageIds = (c.req.query('languageIds') ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  const unknown = languageIds.find((id) => id !== LANGUAGE_ID);
  if (unknown) throw StoreApiError.at(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', `Language "${unknown}" is not assigned to the sales channel.`, undefined, { parameterName: 'languageIds' });
  const all = snippetSet();
  const snippets = prefixes.length === 0 ? all : Object.fromEntries(Object.entries(all).filter(([key]) => within(key, prefixes)));
  const hash = stableId(JSON.stringify(snippets));
  c.header('etag', `"${hash}"`);
  if (c.req.header('if-none-match') === `"${hash}"`) return c.body(null, 304);
  return c.json({
    apiAlias: 'snippet_set_result_list',
    sets: [{
      apiAlias: 'snippet_set_result', fallbackLocale: 'nl', hash, languageId: LANGUAGE_ID, locale: 'nl-NL',
      // An empty map goes out as an empty list, as Shopware's JSON encoder writes it.
      snippets: Object.keys(snippets).length === 0 ? [] : snippets,
      snippetSetId: SNIPPET_SET_ID,
    }],
  });
});
