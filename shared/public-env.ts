/** The configuration the browser may know (written into the HTML by the worker). */
export interface PublicEnv {
  siteUrl: string;
  images: { projectId: string; dataset: string; baseUrl: string };
}
