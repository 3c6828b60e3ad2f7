import { describe, expect, it } from 'vitest';
import {
  addressProblem, decodeComponentStrict, decodeUtf8Strict, INVALID_ADDRESS_MESSAGE, INVALID_TEXT_MESSAGE,
  isCleanText, jsonTextProblem, queryProblem,
} from './input';

describe('decodeComponentStrict', () => {
  it('decodes UTF-8 escapes and keeps a % that starts no escape', () => {
    expect(decodeComponentStrict('%E2%9C%93-vinkje')).toBe('✓-vinkje');
    expect(decodeComponentStrict('%ZZ-kapot')).toBe('%ZZ-kapot');
    expect(decodeComponentStrict('a+b', true)).toBe('a b');
    expect(decodeComponentStrict('a+b')).toBe('a+b');
    expect(decodeComponentStrict('jurk 🙂%20x')).toBe('jurk 🙂 x');
  });
  it('gives null for bytes that are not UTF-8', () => {
    expect(decodeComponentStrict('%FF')).toBeNull();
    expect(decodeComponentStrict('jurk%C3')).toBeNull();
    expect(decodeComponentStrict('%ED%A0%80')).toBeNull(); // an encoded surrogate
  });
});

describe('addressProblem', () => {
  it('accepts ordinary addresses', () => {
    expect(addressProblem('/products', '?search=jurk&p=2')).toBeNull();
    expect(addressProblem('/%E2%9C%93-vinkje', '')).toBeNull();
    expect(addressProblem('/products', '?search=%3Cscript%3E')).toBeNull();
    expect(addressProblem('/products', '?search=caf%C3%A9')).toBeNull();
  });
  it('refuses NUL and other control characters, in path or query', () => {
    expect(addressProblem('/products', '?search=jurk%00')).toBe(INVALID_ADDRESS_MESSAGE);
    expect(addressProblem('/products', '?search=jurk%0A')).toBe(INVALID_ADDRESS_MESSAGE);
    expect(addressProblem('/products', '?search=%7F')).toBe(INVALID_ADDRESS_MESSAGE);
    expect(addressProblem('/products', '?manufacturers=not-an-id|%00')).toBe(INVALID_ADDRESS_MESSAGE);
    expect(addressProblem('/products', '?a%00=1')).toBe(INVALID_ADDRESS_MESSAGE);
    expect(addressProblem('/dames%00', '')).toBe(INVALID_ADDRESS_MESSAGE);
  });
  it('refuses invalid UTF-8', () => {
    expect(addressProblem('/products', '?search=%FF%FE')).toBe(INVALID_ADDRESS_MESSAGE);
    expect(addressProblem('/%C3', '')).toBe(INVALID_ADDRESS_MESSAGE);
  });
});

describe('queryProblem for form bodies', () => {
  it('lets line breaks through in form fields (a textarea), not NUL', () => {
    expect(queryProblem('message=regel+1%0D%0Aregel+2', { allowLineBreaks: true })).toBeNull();
    expect(queryProblem('message=a%00', { allowLineBreaks: true })).toBe(INVALID_TEXT_MESSAGE);
    expect(queryProblem('message=%FF', { allowLineBreaks: true })).toBe(INVALID_TEXT_MESSAGE);
  });
});

describe('jsonTextProblem', () => {
  it('accepts ordinary JSON with line breaks in text', () => {
    expect(jsonTextProblem({ name: 'Anna', message: 'Hallo\nDag', tags: ['a'], n: 1, ok: true, none: null })).toBeNull();
  });
  it('refuses control characters and lone surrogates anywhere, keys included', () => {
    expect(jsonTextProblem({ term: 'jurk\u0000' })).toBe(INVALID_TEXT_MESSAGE);
    expect(jsonTextProblem({ deep: [{ x: '\u001b[31m' }] })).toBe(INVALID_TEXT_MESSAGE);
    expect(jsonTextProblem({ 'k\u0000': 1 })).toBe(INVALID_TEXT_MESSAGE);
    expect(jsonTextProblem(JSON.parse('{"a":"\\ud800"}'))).toBe(INVALID_TEXT_MESSAGE);
    expect(isCleanText('😀')).toBe(true);
  });
  it('refuses absurd nesting instead of recursing without end', () => {
    let value: unknown = 'x';
    for (let i = 0; i < 100; i += 1) value = [value];
    expect(jsonTextProblem(value)).toBe('errors.tooDeep');
  });
});

describe('decodeUtf8Strict', () => {
  it('decodes UTF-8 and refuses other bytes', () => {
    expect(decodeUtf8Strict(new TextEncoder().encode('café'))).toBe('café');
    expect(decodeUtf8Strict(new Uint8Array([0x7b, 0xff, 0x7d]))).toBeNull();
  });
});
