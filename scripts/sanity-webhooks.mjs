// `npm run studio:webhooks`: creates the shop's Sanity webhooks (studio/webhooks.ts) in a project
// through Sanity's webhooks API, as the on-call engineer would click them together in
// sanity.io/manage (docs/sanity.md, step 6). Needs a real project: run it once per environment.
//   STOREFRONT_URL         the shop's origin, e.g. https://www.veld.nl
//   SANITY_PROJECT_ID      the project; SANITY_DATASET (production), SANITY_API_VERSION (wrangler.toml's)
//   SANITY_WEBHOOK_SECRET  the worker's secret of that name: Sanity signs each delivery with it
//   SANITY_AUTH_TOKEN      a token allowed to manage webhooks (`sanity debug --secrets` shows yours)
// --print shows the request bodies (secret masked) and sends nothing; --replace deletes a webhook
// of the same name first (its delivery log goes with it). A webhook already there is left alone.
import { webhookRequestBody, WEBHOOKS, HOOKS_API_VERSION } from '../studio/webhooks.ts';

const args = new Set(process.argv.slice(2));
const env = process.env;
const target = {
  shopUrl: env.STOREFRONT_URL ?? '',
  dataset: env.SANITY_DATASET || 'production',
  secret: env.SANITY_WEBHOOK_SECRET ?? '',
  apiVersion: env.SANITY_API_VERSION || '2025-02-19',
};
const projectId = env.SANITY_PROJECT_ID ?? '';
const missing = [['STOREFRONT_URL', target.shopUrl], ['SANITY_PROJECT_ID', projectId], ['SANITY_WEBHOOK_SECRET', target.secret]]
  .filter(([, value]) => !value).map(([name]) => name);
if (missing.length > 0) {
  console.error(`Missing ${missing.join(', ')} (see the top of scripts/sanity-webhooks.mjs)`);
  process.exit(2);
}
if (!/^https:\/\//.test(target.shopUrl) && !args.has('--print')) {
  console.error(`STOREFRONT_URL must be the shop's https origin: Sanity delivers to the internet, not to ${target.shopUrl}`);
  process.exit(2);
}

const bodies = WEBHOOKS.map((definition) => webhookRequestBody(definition, target));
if (args.has('--print')) {
  console.log(JSON.stringify(bodies.map((body) => ({ ...body, secret: '***' })), null, 2));
  process.exit(0);
}

const token = env.SANITY_AUTH_TOKEN;
if (!token) {
  console.error('Missing SANITY_AUTH_TOKEN: a token allowed to manage the project\'s webhooks');
  process.exit(2);
}
const api = `https://api.sanity.io/${HOOKS_API_VERSION}/hooks/projects/${encodeURIComponent(projectId)}`;
const call = async (method, url, body) => {
  const response = await fetch(url, {
    method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
};

const existing = await call('GET', api);
for (const body of bodies) {
  const same = existing.find((hook) => hook.name === body.name && !hook.deletedAt);
  if (same && !args.has('--replace')) {
    console.log(`"${body.name}" is there already (${same.id}, ${same.url}): left alone; --replace makes it anew`);
    continue;
  }
  if (same) await call('DELETE', `${api}/${same.id}`);
  const created = await call('POST', api, body);
  console.log(`"${body.name}" created (${created.id}): ${body.rule.on.join(', ')} of ${body.rule.filter} → ${body.url}`);
}
