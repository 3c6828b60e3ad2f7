// Each webhook definition as Sanity delivers it: its filter picks the documents the shop caches
// (and no other), its projection of a demo document is the body, signed with the secret the way
// Sanity signs it; the worker's /api/revalidate takes exactly that and purges the document's tags.
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { evaluate, parse } from 'groq-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { revalidateRoute } from '../worker/api/revalidate';
import { forgetAll } from '../worker/cache/memory-layer';
import { createMemoryKv } from '../worker/cache/testing/memory-kv';
import { createMemoryPurgeJobs } from '../worker/cache/testing/memory-purge-jobs';
import { buildDataset } from '../demo-backend/sanity/dataset';
import { documentTypes } from './schemaTypes';
import { CACHED_DOCUMENT_TYPES, WEBHOOKS, webhookRequestBody } from './webhooks';

beforeEach(forgetAll);

const SECRET = 'webhook-secret';
const dataset = buildDataset().filter((doc) => !doc._id.startsWith('drafts.'));

async function matches(filter: string, doc: unknown) {
  const result = await (await evaluate(parse(`*[${filter}]`), { dataset: [doc] })).get();
  return result.length === 1;
}

describe.each(WEBHOOKS)('the webhook "$name"', (webhook) => {
  it('fires for every document type of the Studio the shop caches, and for nothing else', async () => {
    expect([...CACHED_DOCUMENT_TYPES].sort()).toEqual(documentTypes.map((t) => t.name).sort());
    for (const type of CACHED_DOCUMENT_TYPES) {
      const doc = dataset.find((d) => d._type === type)!;
      expect(await matches(webhook.filter, doc), type).toBe(true);
    }
    expect(await matches(webhook.filter, { _id: 'image-abc', _type: 'sanity.imageAsset' })).toBe(false);
    expect(await matches(webhook.filter, { _id: 'x', _type: 'sanity.previewUrlSecret' })).toBe(false);
  });

  it('sends what the worker takes, signed, and the worker purges the document and its type', async () => {
    const kv = createMemoryKv();
    const jobs = createMemoryPurgeJobs(kv.namespace, kv.operations);
    for (const doc of dataset.filter((d) => ['page-home', 'siteConfig', 'faq-retourneren'].includes(d._id) || d._type === 'review').slice(0, 4)) {
      const params = { id: doc._id };
      const body = JSON.stringify(await (await evaluate(parse(`*[_id == $id][0]${webhook.projection}`, { params }), { dataset, params })).get());
      const response = await revalidateRoute.request('/', {
        method: 'POST', body,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET) },
      }, { CACHE: kv.namespace, PURGE_JOBS: jobs.namespace, SANITY_WEBHOOK_SECRET: SECRET, SHOPWARE_WEBHOOK_SECRET: 'unused' });
      expect(response.status, doc._id).toBe(200);
      const answer = await response.json() as { tags?: string[] };
      expect(answer.tags).toEqual(expect.arrayContaining([`sanity:doc:${doc._id}`, `sanity:type:${doc._type}`]));
    }
  });

  it('is created for the shop’s own address, dataset and secret', () => {
    const body = webhookRequestBody(webhook, { shopUrl: 'https://www.veld.nl', dataset: 'production', secret: SECRET, apiVersion: '2025-02-19' });
    expect(body).toMatchObject({
      type: 'document', url: 'https://www.veld.nl/api/revalidate', dataset: 'production', apiVersion: 'v2025-02-19',
      httpMethod: 'POST', includeDrafts: false, secret: SECRET, rule: { on: ['create', 'update', 'delete'], projection: '{_id, _type}' },
    });
  });
});
