export function startEdge(opts: { port: number; originPort: number; log?: (line: Record<string, unknown>) => void }): Promise<{ url: string; stop(): Promise<void> }>;
