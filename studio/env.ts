// Where the Studio points: the Sanity project, and the shop its Presentation tool frames. The
// Studio's build reads SANITY_STUDIO_* variables (Sanity's own convention); without them it
// points at the demo backend and the local shop (wrangler.toml's local values).
export interface StudioEnv {
  projectId: string;
  dataset: string;
  /** The demo backend's address; empty for Sanity's own API. */
  apiHost?: string;
  shopUrl: string;
}

export const DEMO_STUDIO_ENV: StudioEnv = {
  projectId: 'demo0001',
  dataset: 'production',
  // The Studio's front before the demo backend (HTTP/2, scripts/lib/studio-front.mjs), started
  // by `npm run studio`. `localhost`, not 127.0.0.1: the Studio puts the project id before the
  // host (demo0001.localhost:8789), and browsers resolve every *.localhost to the loopback address.
  apiHost: 'https://localhost:8789',
  shopUrl: 'http://127.0.0.1:8787',
};

export function studioEnv(env: Record<string, string | undefined>): StudioEnv {
  const projectId = env.SANITY_STUDIO_PROJECT_ID || DEMO_STUDIO_ENV.projectId;
  const demo = projectId === DEMO_STUDIO_ENV.projectId;
  return {
    projectId,
    dataset: env.SANITY_STUDIO_DATASET || DEMO_STUDIO_ENV.dataset,
    apiHost: env.SANITY_STUDIO_API_HOST || (demo ? DEMO_STUDIO_ENV.apiHost : undefined),
    shopUrl: (env.SANITY_STUDIO_SHOP_URL || DEMO_STUDIO_ENV.shopUrl).replace(/\/+$/, ''),
  };
}

/**
 * This build's or this process's variables. Each is named in full: a Studio build replaces
 * `process.env.SANITY_STUDIO_<NAME>` where it is written so, and `process.env` as a whole with
 * an empty object, so `studioEnv(process.env)` would build every Studio as the demo's.
 */
export const currentStudioEnv = (): StudioEnv => studioEnv({
  SANITY_STUDIO_PROJECT_ID: process.env.SANITY_STUDIO_PROJECT_ID,
  SANITY_STUDIO_DATASET: process.env.SANITY_STUDIO_DATASET,
  SANITY_STUDIO_API_HOST: process.env.SANITY_STUDIO_API_HOST,
  SANITY_STUDIO_SHOP_URL: process.env.SANITY_STUDIO_SHOP_URL,
});
