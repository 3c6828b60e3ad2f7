import type { ChildProcess } from 'node:child_process';

export const root: string;
export const DEMO_SECRETS: { shopware: string; sanity: string; sanityToken: string; proof: string; shopwareApp: string };
/** The storefront's time by its own (test) clock, or the machine's when it has none. */
export function shopNow(storefrontUrl: string): Promise<number>;
export function signedPurge(tags: string[], now?: number): { body: string; headers: Record<string, string> };
/** A JSON body signed as Shopware signs an app webhook, with the demo secret unless given another. */
export function shopwareSigned(body: string, secret?: string): { body: string; headers: Record<string, string> };
/** Purges (a signed manual purge) and sends the same request again until the job answers 200 (decision 022). */
export function purgeAndWait(baseUrl: string, tags?: string[]): Promise<{ status: string; tags: string[]; purged: number; reached: number; slices: number; kvOpsMax: number }>;
export interface RunningWorker { name: string; url: string; child: ChildProcess; stop(): Promise<void>; output(): string }
export function startWorker(opts: {
  name: string; config: string; port: number; persistTo?: string; vars?: Record<string, string>;
  stdio?: 'inherit' | 'pipe'; readyPath?: string; timeoutMs?: number; logFile?: string;
}): Promise<RunningWorker>;
export function stopProcess(child: ChildProcess): Promise<void>;
/** Moves the storefront's and the demo backend's clocks `ms` ahead (shared/clock.ts): time passes without a wait. */
export function moveWorkerClock(urls: { storefront: string; backend: string }, ms: number): Promise<void>;
export function startShop(opts?: {
  storefrontPort?: number; backendPort?: number; persistTo?: string;
  backendVars?: Record<string, string>; storefrontVars?: Record<string, string>; stdio?: 'inherit' | 'pipe';
  /** Serve the storefront through the local stand-in for the edge's compression (edge.mjs). */
  edge?: boolean;
  /** Where the edge stand-in's lines for the answers it gives itself go (stderr as JSON by default). */
  edgeLog?: (line: Record<string, unknown>) => void;
  /** Rebundle and reload the workers when their sources or the browser build change (`npm run dev`). */
  watch?: boolean;
  /** The workers' output, every request included, in workers.log here. */
  logDir?: string;
  /** Tests only: the storefront's KV (CACHE) over HTTP on this port (tests/support/kv.ts). */
  kvAdminPort?: number;
  /** The project the workers are bundled from and serve (a copy, to deploy a new build under it). */
  root?: string;
}): Promise<{ backend: RunningWorker; storefront: RunningWorker; stop(): Promise<void> }>;
