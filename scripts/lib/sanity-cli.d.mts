import type { ChildProcess, SpawnSyncReturns, StdioOptions } from 'node:child_process';

export const studioDir: string;
export function sanitySync(args: string[], options?: { env?: Record<string, string>; stdio?: StdioOptions }): SpawnSyncReturns<Buffer>;
export function sanitySpawn(args: string[]): ChildProcess;
