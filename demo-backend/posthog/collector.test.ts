import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BadPayload, decodeEvents, posthogCollector, posthogInspection } from './collector';

const event = (name: string, distinctId = 'visitor-1') => ({ event: name, properties: { distinct_id: distinctId, $current_url: 'http://shop.test/' } });
const bytes = (text: string) => new TextEncoder().encode(text);

describe('decoding what the library sends', () => {
  it('reads gzip by its bytes, base64 form posts, JSON batches, lists and single events', async () => {
    const batch = { api_key: 'phc_x', batch: [event('$pageview'), event('view_item')] };
    expect(await decodeEvents(new Uint8Array(gzipSync(JSON.stringify(batch))), null, 'text/plain')).toEqual(batch.batch);
    const form = `data=${encodeURIComponent(btoa(JSON.stringify([event('$pageleave')])))}`;
    expect(await decodeEvents(bytes(form), 'base64', 'application/x-www-form-urlencoded')).toEqual([event('$pageleave')]);
    expect(await decodeEvents(bytes(JSON.stringify([event('a'), event('b')])), null, 'application/json')).toHaveLength(2);
    expect(await decodeEvents(bytes(JSON.stringify(event('a'))), null, 'application/json')).toEqual([event('a')]);
  });

  it('refuses what it cannot read', async () => {
    await expect(decodeEvents(new Uint8Array([0x1f, 0x8b, 0, 1]), null, 'text/plain')).rejects.toBeInstanceOf(BadPayload);
    await expect(decodeEvents(bytes('not json'), null, 'application/json')).rejects.toBeInstanceOf(BadPayload);
    await expect(decodeEvents(bytes('other=1'), null, 'application/x-www-form-urlencoded')).rejects.toBeInstanceOf(BadPayload);
    await expect(decodeEvents(bytes('42'), null, 'application/json')).rejects.toBeInstanceOf(BadPayload);
  });
});

describe('the collector', () => {
  it('records events per visitor and answers flags and remote config as PostHog does', async () => {
    const id = `visitor-${Math.random()}`;
    const capture = await posthogCollector.request('/i/v0/e/', { method: 'POST', body: gzipSync(JSON.stringify({ batch: [event('$pageview', id), event('other')] })) });
    expect(capture.status).toBe(200);
    const flags = await posthogCollector.request('/flags/?v=2', { method: 'POST', body: JSON.stringify({ token: 'phc_x', distinct_id: id }) });
    expect(await flags.json()).toMatchObject({ flags: { 'nieuwe-filterbalk': { enabled: true } }, featureFlags: { 'nieuwe-filterbalk': true }, errorsWhileComputingFlags: false });
    const config = await posthogCollector.request('/array/phc_x/config.js');
    expect(config.headers.get('content-type')).toBe('application/javascript');
    expect(await config.text()).toContain('window._POSTHOG_REMOTE_CONFIG["phc_x"]=');
    expect(await (await posthogCollector.request('/api/surveys/?token=phc_x')).json()).toEqual({ surveys: [] });

    const seen = await (await posthogInspection.request(`/events?distinct_id=${encodeURIComponent(id)}`)).json() as { events: { event: string; endpoint: string }[]; flagRequests: number };
    expect(seen.events.map((e) => [e.event, e.endpoint])).toEqual([['$pageview', '/i/v0/e/']]);
    expect(seen.flagRequests).toBe(1);
    expect((await posthogCollector.request('/e/', { method: 'POST', body: 'nonsense' })).status).toBe(400);
  });
});
