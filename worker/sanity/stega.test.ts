import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHOICE_FIELDS, stegaFilter } from './stega';

/** Field names of the Studio's schema whose value is one of a fixed list of strings. */
function choiceFieldsOfStudio(): Set<string> {
  const schema: unknown = JSON.parse(readFileSync(new URL('../../studio/schema.json', import.meta.url), 'utf8'));
  const names = new Set<string>();
  const walk = (node: unknown, field: string) => {
    if (Array.isArray(node)) return node.forEach((item) => walk(item, field));
    if (!node || typeof node !== 'object') return;
    const { type, of, attributes } = node as { type?: string; of?: unknown; attributes?: Record<string, { value: unknown }> };
    if (type === 'union' && Array.isArray(of) && of.length > 0 && of.every((option: { type?: string; value?: unknown }) => option.type === 'string' && option.value !== undefined)) names.add(field);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'attributes' && attributes) for (const [name, attribute] of Object.entries(attributes)) walk(attribute.value, name);
      else walk(value, field);
    }
  };
  walk(schema, '');
  return names;
}

const keeps = (sourcePath: Array<string | number>, value = 'h1') =>
  stegaFilter({ sourcePath, resultPath: sourcePath, value, filterDefault: () => true, sourceDocument: { _id: 'page-a', _type: 'page' } });

describe('which strings of a preview carry edit marks', () => {
  it('leaves every field of the Studio with a fixed list of choices as stored', () => {
    const choices = choiceFieldsOfStudio();
    expect(choices.size).toBeGreaterThan(5);
    // The rest Sanity's own filter already leaves out (its denylist and anything named like a type).
    const leftToSanity = new Set(['icon', 'layout', 'variant', 'type', 'videoType']);
    for (const field of choices) {
      if (leftToSanity.has(field)) continue;
      expect(CHOICE_FIELDS, field).toContain(field);
      expect(keeps(['pageBuilder', 0, field]), field).toBe(false);
    }
  });

  it('marks the texts an editor writes', () => {
    expect(keeps(['pageBuilder', 0, 'text'], 'Contact')).toBe(true);
  });
});
