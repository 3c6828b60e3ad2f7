export const STUDIO_FRONT_PORT: number;
export function frontCertificate(projectId: string, dir?: string): { key: Buffer; cert: Buffer };
export function startStudioFront(options: {
  backend: string;
  port?: number;
  projectId?: string;
  studioUrl?: string;
  log?: (line: string) => void;
}): Promise<{ url: string; close: () => Promise<void> }>;
