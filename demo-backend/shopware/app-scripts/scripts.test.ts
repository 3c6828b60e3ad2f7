import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_MANIFEST, APP_SCRIPTS } from './scripts';
import { readPermissions, searchEntities } from './services';
import { fromTwig, runScript } from './engine';

const APP = path.resolve(__dirname, '../../../shopware-app/VeldStorefront');
const scriptFiles = () => readdirSync(path.join(APP, 'Resources/scripts'), { recursive: true, encoding: 'utf8' })
  .filter((file) => statSync(path.join(APP, 'Resources/scripts', file)).isFile()).map((file) => `Resources/scripts/${file.split(path.sep).join('/')}`);

describe('the app\'s scripts in the demo backend', () => {
  it('are every script the app ships, as it ships them', () => {
    const listed = Object.entries(APP_SCRIPTS).flatMap(([hook, scripts]) => scripts.map((s) => `Resources/scripts/${hook}/${s.file}`));
    expect(listed.sort()).toEqual(scriptFiles().sort());
    expect(APP_MANIFEST).toContain('<name>VeldStorefront</name>');
    expect([...readPermissions(APP_MANIFEST)]).toEqual(['media', 'product', 'category', 'sales_channel']);
  });

  it('run as Twig with the hook and services, and answer what they set', async () => {
    const source = "{% block response %}{% do hook.setResponse(services.response.json({ b: hook.request.x, a: [1, { z: 2, y: 3 }] }, 201)) %}{% endblock %}";
    expect(await runScript('t.twig', source, { request: { x: 'x' } }, {})).toEqual({ body: { b: 'x', a: [1, { z: 2, y: 3 }] }, status: 201 });
    // Its keys in the order the script wrote them, Twig.js's bookkeeping gone.
    expect(Object.keys((await runScript('t.twig', source, { request: {} }, {}))!.body as object)).toEqual(['b', 'a']);
    expect(await runScript('none.twig', '{% block response %}{% endblock %}', {}, {})).toBeNull();
    await expect(runScript('broken.twig', '{% block response %}{{ nope( }}{% endblock %}', {}, {})).rejects.toThrow(/broken\.twig/);
  });

  it('search as Shopware\'s criteria do, and refuse what the demo does not emulate', () => {
    const all = [{ id: 'a', n: 2, g: 'x' }, { id: 'b', n: 1, g: 'x' }, { id: 'c', n: 3, g: 'y' }];
    expect(searchEntities(all, { filter: [{ type: 'equals', field: 'g', value: 'x' }], sort: [{ field: 'n' }], 'total-count-mode': 'exact' }))
      .toMatchObject({ total: 2, elements: [{ id: 'b' }, { id: 'a' }] });
    expect(searchEntities(all, { limit: 1, page: 2, sort: [{ field: 'n', order: 'DESC' }] })).toMatchObject({ total: 1, elements: [{ id: 'a' }] });
    expect(() => searchEntities(all, { filter: [{ type: 'contains', field: 'g', value: 'x' }] })).toThrow(/contains/);
    expect(() => searchEntities(all, { grouping: ['g'] })).toThrow(/grouping/);
    expect(() => searchEntities(all, { limit: 101 })).toThrow();
    expect(fromTwig({ _keys: ['b', 'a'], a: 1, b: 2 })).toEqual({ b: 2, a: 1 });
  });
});
