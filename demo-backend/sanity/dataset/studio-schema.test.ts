// The demo content conforms to the editors' Studio (issue 54): every document the demo backend
// seeds, published and draft, passes the Studio's own validation (sanity's validateDocument over
// studio/schemaTypes/: types, required fields, the spec's rules) with its references resolving,
// and every object in an array names a member type of that array. A schema change the demo data
// breaks fails here, before an editor opens the Studio on it.
import { describe, expect, it } from 'vitest';
import type { Schema, SchemaType } from 'sanity';
import { studioProblems as problemsOf, studioSchema as schema } from '../../../studio/testing/validate';
import { parseFileName, parseImageFileName } from '../assets/asset-ids';
import { buildDataset } from './index';

const dataset = buildDataset();
const ids = new Set(dataset.map((doc) => doc._id));

/** An asset the demo backend serves: its id names its file (image-<hash>-<w>x<h>-<ext>, file-<hash>-<ext>). */
function isServedAsset(id: string): boolean {
  const name = id.replace(/^(image|file)-/, '').replace(/-([a-z0-9]+)$/, '.$1');
  return id.startsWith('image-') ? parseImageFileName(name) !== null : id.startsWith('file-') && parseFileName(name) !== null;
}

const studioProblems = (doc: (typeof dataset)[number]) =>
  problemsOf(doc, { documents: dataset, exists: (id) => ids.has(id) || isServedAsset(id) });

/** Objects in arrays without a `_type`, or with one their array does not allow. */
function untypedArrayMembers(value: unknown, type: SchemaType | undefined, path: string, out: string[]): void {
  if (!type || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    const members = 'of' in type ? (type.of as SchemaType[]) : [];
    for (const [i, item] of value.entries()) {
      if (item === null || typeof item !== 'object') continue;
      const name = (item as { _type?: string })._type;
      const member = members.find((m) => m.name === name) ?? (members.length === 1 && name === members[0]!.jsonType ? members[0] : undefined);
      if (!name || !member) out.push(`${path}[${i}] _type ${name ?? '(none)'} is none of ${members.map((m) => m.name).join(', ')}`);
      untypedArrayMembers(item, member, `${path}[${i}]`, out);
    }
    return;
  }
  const fields = 'fields' in type ? (type.fields as Array<{ name: string; type: SchemaType }>) : [];
  for (const field of fields) untypedArrayMembers((value as Record<string, unknown>)[field.name], field.type, `${path}.${field.name}`, out);
}

function arrayProblems(doc: (typeof dataset)[number], studio: Schema): string[] {
  const out: string[] = [];
  untypedArrayMembers(doc, studio.get(doc._type), doc._id, out);
  return out;
}

describe('the demo content in the editors’ Studio', () => {
  it('compiles the Studio’s schema without problems', () => {
    const problems = (schema._validation ?? []).flatMap((group) => group.problems.map((p) => `${group.path.map((s) => s.name).join('.')}: ${p.message}`));
    expect(problems).toEqual([]);
  });

  it('has a Studio type for every document type it seeds', () => {
    expect([...new Set(dataset.map((doc) => doc._type))].filter((type) => !schema.get(type))).toEqual([]);
  });

  it('passes the Studio’s validation, every document, published and draft, references resolving', async () => {
    const problems = (await Promise.all(dataset.map(studioProblems))).flat();
    expect(problems).toEqual([]);
  });

  it('names the member type of every object in an array, but for the one block of an unknown type it keeps on purpose', () => {
    const problems = dataset.flatMap((doc) => arrayProblems(doc, schema));
    // The 'Inspiratie' page keeps a block of a type this storefront does not know (LegacyCarousel),
    // so the storefront's fallback for it is shown (dataset.test.ts): the Studio would flag it too.
    expect(problems.filter((p) => !/LegacyCarousel/.test(p))).toEqual([]);
    expect(problems.filter((p) => /LegacyCarousel/.test(p)).length).toBeGreaterThan(0);
  });

  it('fails a document that breaks a rule of the Studio', async () => {
    const home = dataset.find((doc) => doc._id === 'page-home')!;
    const broken = structuredClone(home) as unknown as { pageBuilder: Array<Record<string, unknown>> };
    const title = broken.pageBuilder.find((b) => b._type === 'HeaderBanner')!;
    delete title.title;
    broken.pageBuilder.push({ _type: 'Title', _key: 'broken-level', text: 'Kop', level: 'h5' });
    const problems = await studioProblems(broken as never);
    expect(problems.join('\n')).toMatch(/"title"\]: Required/);
    expect(problems.join('\n')).toMatch(/"level"\]:/);
  });
});
