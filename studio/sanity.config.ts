// The editors' Studio of the shop (issue 54). Locally (`npm run studio`) it edits the demo
// backend's dataset (:8788, through the Studio's front on https://localhost:8789) and frames the
// shop on :8787; deployed (`sanity deploy`), the project of SANITY_STUDIO_PROJECT_ID and the
// shop of SANITY_STUDIO_SHOP_URL (docs/sanity.md).
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { presentationTool } from 'sanity/presentation';
import { schemaTypes } from './schemaTypes';
import { SINGLETON_TYPES, structure } from './structure';
import { locations, mainDocuments } from './presentation';
import { currentStudioEnv } from './env';

const env = currentStudioEnv();

export default defineConfig({
  name: 'veld',
  title: 'VELD',
  projectId: env.projectId,
  dataset: env.dataset,
  ...(env.apiHost ? { apiHost: env.apiHost } : {}),
  plugins: [
    structureTool({ structure, title: 'Inhoud' }),
    presentationTool({
      title: 'Voorbeeld',
      previewUrl: { origin: env.shopUrl, previewMode: { enable: '/api/draft-mode/enable' } },
      allowOrigins: [env.shopUrl],
      resolve: { mainDocuments, locations },
    }),
  ],
  // The demo backend's GROQ (groq-js) has no text::query(): its own search strategy there.
  ...(env.apiHost ? { search: { strategy: 'groqLegacy' as const } } : {}),
  schema: {
    types: schemaTypes,
    // A singleton is opened from the desk, never created from the "new document" menu.
    templates: (templates) => templates.filter((template) => !SINGLETON_TYPES.has(template.schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) => (SINGLETON_TYPES.has(schemaType)
      ? actions.filter(({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action))
      : actions),
  },
});
