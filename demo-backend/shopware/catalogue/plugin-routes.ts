// The shop plugin's catalogue routes (VELD's own Shopware plugin), documented with their
// shapes in docs/demo-backend/plugin-routes.md so a real shop's plugin can be held to them.
import { Hono } from 'hono';
import type { ShopwareEnv } from '../types';
import { parseLimit, parsePage } from './criteria';
import { StoreApiError } from '../store-api-error';
import { errorResponse, params, viewFor } from './http';
import { mediaEntity } from './images';
import { lookImage } from './looks';
import { sqlLiteral } from './sql';
import type { LandingPageRow } from './routes';

export const pluginRoutes = new Hono<ShopwareEnv>();
pluginRoutes.onError((error, c) => errorResponse(c, error));

pluginRoutes.post('/looks', async (c) => {
  const body = await params(c);
  const view = await viewFor(c);
  const gender = typeof body.gender === 'string' ? body.gender : '';
  if (gender !== '' && gender !== 'dames' && gender !== 'heren') {
    throw StoreApiError.at(400, 'VELD__INVALID_LOOK_GENDER', `Unknown gender "${gender}"; use '', dames or heren.`, '/gender');
  }
  const page = parsePage(body.page);
  const itemsPerPage = parseLimit(body.itemsPerPage, 12)!;
  const where = gender ? `WHERE gender = ${sqlLiteral(gender)}` : '';
  const [rows, count] = await c.env.DB.batch([
    c.env.DB.prepare(`SELECT * FROM cat_landing_page ${where} ORDER BY position LIMIT ${itemsPerPage} OFFSET ${(page - 1) * itemsPerPage}`),
    c.env.DB.prepare(`SELECT COUNT(*) AS n FROM cat_landing_page ${where}`),
  ]);
  const totalLooks = (count!.results[0] as { n: number }).n;
  return c.json({
    looksObject: (rows!.results as unknown as LandingPageRow[]).map((look) => {
      const media = mediaEntity(view.origin, lookImage(look));
      return {
        id: look.id,
        url: look.url,
        cover: { media: { url: media.url, alt: media.alt } },
        products: JSON.parse(look.card_ids) as string[],
        translated: { name: look.name },
      };
    }),
    pagination: { page, totalPages: Math.ceil(totalLooks / itemsPerPage), totalLooks, itemsPerPage },
  });
});

