// Unit tests run the client's code as a browser does: `import.meta.env.SSR` is false, as in
// Vite's client build, so the modules loaded through client/lib/browser-only.ts load (the
// worker's build alone sets it true, decision 033). Vitest would say true in its node environment.
import { vi } from 'vitest';

vi.stubEnv('SSR', false);
