// The app's custom Store API endpoints, as Shopware serves them (ScriptStoreApiRoute):
// GET or POST /store-api/script/<hook> runs the app's scripts of the folder store-api-<hook>
// (slashes of a longer path become dashes), with the request's JSON body as hook.request and its
// query as hook.query; the answer is what the last script set, 204 when none set one.
import { Hono } from 'hono';
import type { ShopwareEnv } from '../types';
import { errorResponse } from '../catalogue/http';
import { runScript } from './engine';
import { APP_MANIFEST, APP_SCRIPTS } from './scripts';
import { readPermissions, scriptServices } from './services';

export const scriptRoutes = new Hono<ShopwareEnv>();
scriptRoutes.onError((error, c) => errorResponse(c, error));

const permissions = readPermissions(APP_MANIFEST);

/**
 * Scripts a test put in place of the app's (PUT /__demo/app-scripts/<hook>), by hook, until
 * DELETE /__demo/app-scripts: how a test shows that what the shop shows comes from the script.
 */
const replaced = new Map<string, { file: string; source: string }[]>();

export const scriptControl = new Hono<ShopwareEnv>();
scriptControl.put('/app-scripts/:hook', async (c) => {
  const { file, source } = await c.req.json<{ file?: unknown; source?: unknown }>();
  if (typeof file !== 'string' || typeof source !== 'string') return c.json({ error: 'file and source: strings' }, 400);
  replaced.set(c.req.param('hook'), [{ file: `${file} (replaced)`, source }]);
  return c.body(null, 204);
});
scriptControl.delete('/app-scripts', (c) => {
  replaced.clear();
  return c.body(null, 204);
});

scriptRoutes.on(['GET', 'POST'], '/script/:hook{.+}', async (c) => {
  const hook = `store-api-${c.req.param('hook').replaceAll('/', '-')}`;
  const query = c.req.query();
  let request: Record<string, unknown> = {};
  if (c.req.method === 'POST') {
    const text = await c.req.text();
    const body: unknown = text.trim() ? JSON.parse(text) : {};
    if (body && typeof body === 'object' && !Array.isArray(body)) request = body as Record<string, unknown>;
  }
  const services = scriptServices(c, permissions);
  let answer = null;
  for (const script of replaced.get(hook) ?? APP_SCRIPTS[hook] ?? []) {
    answer = (await runScript(`${hook}/${script.file}`, script.source, { request, query }, services)) ?? answer;
  }
  if (!answer) return c.body(null, 204);
  return c.json(answer.body as object, answer.status as 200);
});
