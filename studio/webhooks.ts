// The Sanity webhooks the shop needs, as code (issue 54): GROQ-powered document webhooks, in the
// shape Sanity's webhooks API takes and Sanity's own CLI reads (`rule: {on, filter, projection}`).
// `npm run studio:webhooks` creates them in a project (scripts/sanity-webhooks.mjs);
// studio/webhooks.test.ts sends the payload they produce to the worker's /api/revalidate.
// Plain TypeScript without imports: Node runs the script on it directly.

export interface WebhookDefinition {
  /** Stable: the script finds an existing webhook by it. */
  name: string;
  description: string;
  /** The shop's path the webhook posts to. */
  path: string;
  on: Array<'create' | 'update' | 'delete'>;
  filter: string;
  projection: string;
  includeDrafts: boolean;
}

/** Every document type the shop reads and caches (studio/schemaTypes/documents/). */
export const CACHED_DOCUMENT_TYPES = ['siteConfig', 'page', 'blog', 'teamMember', 'review', 'faq', 'sizeGuide'] as const;

export const WEBHOOKS: WebhookDefinition[] = [
  {
    name: 'Storefront: purge on publish',
    description: 'Purges what the shop holds of a document when it is published, unpublished or deleted (worker/api/revalidate.ts): its own entries (sanity:doc:<id>) and those of its type (sanity:type:<type>). Drafts never reach the cache: a preview reads past it.',
    path: '/api/revalidate',
    on: ['create', 'update', 'delete'],
    filter: `_type in [${CACHED_DOCUMENT_TYPES.map((t) => `"${t}"`).join(', ')}]`,
    projection: '{_id, _type}',
    includeDrafts: false,
  },
];

/** The API version of Sanity's webhooks API that the CLI uses too (@sanity/cli's HOOK_API_VERSION). */
export const HOOKS_API_VERSION = 'v2025-08-04';

export interface WebhookTarget {
  /** The shop's origin, e.g. https://www.veld.nl. */
  shopUrl: string;
  dataset: string;
  /** The worker's SANITY_WEBHOOK_SECRET: Sanity signs each delivery with it. */
  secret: string;
  /** The GROQ API version of filter and projection (the worker's SANITY_API_VERSION). */
  apiVersion: string;
}

/** The body of `POST /hooks/projects/<projectId>` for one definition. */
export function webhookRequestBody(definition: WebhookDefinition, target: WebhookTarget) {
  return {
    type: 'document' as const,
    name: definition.name,
    description: definition.description,
    url: new URL(definition.path, target.shopUrl).href,
    dataset: target.dataset,
    apiVersion: `v${target.apiVersion.replace(/^v/, '')}`,
    httpMethod: 'POST',
    includeDrafts: definition.includeDrafts,
    headers: {},
    rule: { on: definition.on, filter: definition.filter, projection: definition.projection },
    secret: target.secret,
    isDisabledByUser: false,
  };
}
