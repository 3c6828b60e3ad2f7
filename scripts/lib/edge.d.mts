export function startEdge(opts: { port: number; originPort: number }): Promise<{ url: string; stop(): Promise<void> }>;
