// The Sanity CLI inside studio/: `sanity build`, `sanity dev`, `sanity deploy`, and the typed
// queries: `sanity schema extract` writes studio/schema.json from the Studio's types,
// `sanity typegen generate` types every defineQuery of the worker from it (scripts/studio.mjs).
import { defineCliConfig } from 'sanity/cli';
import { currentStudioEnv } from './env';

const env = currentStudioEnv();

export default defineCliConfig({
  api: { projectId: env.projectId, dataset: env.dataset },
  // The Studio is built from this repository's pinned packages, never loaded from Sanity's CDN.
  deployment: { autoUpdates: false },
  server: { hostname: '127.0.0.1', port: 3333 },
  typegen: {
    path: '../worker/sanity/queries/*.ts',
    schema: 'schema.json',
    generates: '../shared/content/sanity.types.ts',
  },
});
