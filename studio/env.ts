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
  // `localhost`, not 127.0.0.1: the Studio puts the project id before the host
  // (demo0001.localhost:8788), and browsers resolve every *.localhost to the loopback address.
  apiHost: 'http://localhost:8788',
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
