import type { DemoBindings } from '../env';

/** Per-request state the Store API middleware sets for the route handlers. */
export interface ShopwareVariables {
  /** The sw-context-token in effect for this request (issued when none or unknown was sent). */
  contextToken: string;
  /** True when the request carried the sw-include-seo-urls header (presence is what counts). */
  includeSeoUrls: boolean;
}

export type ShopwareEnv = { Bindings: DemoBindings; Variables: ShopwareVariables };
