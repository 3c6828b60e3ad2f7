// The lint holds two kinds of cast at zero (eslint.config.js, issue 51): `as never` anywhere in
// product code, and any `as` in a Store API operation, whose answer is typed by its operation.
// This pins that the rules fire where they should and nowhere else, on the text of two files
// that exist, as if it were theirs.
import { describe, expect, it } from 'vitest';
import { ruleMessages } from './support/lint';

const castErrors = async (file: string, code: string) => (await ruleMessages('no-restricted-syntax', file, code)).map((m) => m.message.slice(0, 12));

describe('casts the lint refuses', () => {
  it('refuses an answer cast into a shape in a Store API operation, and lets `as const` be', async () => {
    const code = [
      'export const read = (data: unknown) => (data as { id: string }).id;',
      "export const names = ['a', 'b'] as const;",
    ].join('\n');
    expect(await castErrors('worker/shopware/operations/forms.ts', code)).toEqual(['No `as` in a']);
  }, 60_000);

  it('refuses `as never` in product code, and a plain cast outside the operations is the type check\'s', async () => {
    const code = [
      'export const silenced = (value: unknown) => value as never;',
      'export const named = (value: unknown) => value as string;',
    ].join('\n');
    expect(await castErrors('worker/render/page-seo.ts', code)).toEqual(['No `as never']);
  }, 60_000);
});
