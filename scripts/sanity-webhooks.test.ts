// The webhook script's dry run: what it would send, for the address, dataset and secret it is given.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'sanity-webhooks.mjs');
const run = (env: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } });

describe('npm run studio:webhooks', () => {
  it('prints the webhooks it would create, with the secret masked', () => {
    const result = run({ STOREFRONT_URL: 'https://www.veld.nl', SANITY_PROJECT_ID: 'abc123', SANITY_WEBHOOK_SECRET: 's3cret', SANITY_DATASET: 'staging' }, '--print');
    expect(result.status, result.stderr).toBe(0);
    const [hook] = JSON.parse(result.stdout);
    expect(hook).toMatchObject({ url: 'https://www.veld.nl/api/revalidate', dataset: 'staging', secret: '***' });
    expect(result.stdout).not.toContain('s3cret');
  });

  it('refuses to run without the project, the address or the secret, or for a shop Sanity cannot reach', () => {
    expect(run({ SANITY_PROJECT_ID: 'abc123', SANITY_WEBHOOK_SECRET: 's' }).stderr).toContain('STOREFRONT_URL');
    const local = run({ STOREFRONT_URL: 'http://localhost:8787', SANITY_PROJECT_ID: 'abc123', SANITY_WEBHOOK_SECRET: 's', SANITY_AUTH_TOKEN: 't' });
    expect(local.status).toBe(2);
    expect(local.stderr).toContain('https origin');
  });
});
