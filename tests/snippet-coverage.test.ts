// Every text a shopper sees or hears goes through the snippets: a literal JSX text, a literal
// aria-label / title / placeholder / alt / label, a literal string shown in JSX, or a literal
// announcement fails here. No file is exempt: the last one written before the snippets (the
// design showcase) was converted, so the ratchet that counted them down is gone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storefrontSnippets as demoSnippets } from '../demo-backend/shopware/catalogue/snippets';
import { englishFallbacks, MESSAGE_MODULES, scanMessageModule, scanSource, shopperFiles, type Finding } from './snippet-scan';

const root = join(__dirname, '..');
const show = (findings: Finding[]) => findings.map((f) => `${f.file}:${f.line} ${f.kind}: ${f.text}`).join('\n');

describe('the scanner', () => {
  it('finds literal texts, attributes, shown strings and announcements', () => {
    const found = scanSource('x.tsx', `
      export function X({ n }: { n: number }) {
        announce('Menu opened');
        return <div aria-label="Sluiten" title={n > 1 ? 'Many' : 'One'}>
          Hello there <img alt={\`Picture \${n}\`} />
          {n === 0 ? '0 results' : \`\${n} from 9 results\`}
        </div>;
      }`);
    expect(found.map((f) => f.text)).toEqual([
      "'Menu opened'", 'aria-label="Sluiten"', "title='Many'", "title='One'", 'Hello there', 'alt=`Picture ${n}`', "'0 results'", '`${n} from 9 results`',
    ]);
  });

  it('lets looked-up texts, class names, keys and comparisons pass', () => {
    const found = scanSource('x.tsx', `
      export function X({ n, kind }: { n: number; kind: string }) {
        const { text } = useSnippets();
        announce(text('menu.opened', 'Menu opened'));
        return <div className={kind === 'big' ? 'x x--big' : 'x'} key="some key" aria-label={text('a.b', 'Close')}>
          {text('listing.resultCount', { one: '{count} result', other: '{count} results' }, { count: n })}
          {kind === 'empty text' ? null : <span>{text('x.y', 'Fine')}</span>}
          {' '}{'·'}
        </div>;
      }`);
    expect(show(found)).toBe('');
  });
});

describe('shopper texts come from the snippets', () => {
  const files = shopperFiles(root);

  it.each(files)('%s', (file) => {
    const findings = scanSource(file, readFileSync(join(root, file), 'utf8'));
    expect(show(findings), 'texts written into the code: look them up with useSnippets().text(key, englishFallback)').toBe('');
  });
});

describe('message modules', () => {
  it('finds sentences that are not (key, fallback) pairs, and lets codes, keys and lookups pass', () => {
    const found = scanMessageModule('x.ts', `
      import { shopperMessage } from '../snippets';
      export const M = { a: 'Vul je naam in.', b: shopperMessage('account.message.b', 'Enter your name.') };
      export function notice(id: string, text: Lookup, name: string) {
        if (id === 'promotion not found' || id.startsWith('product-stock')) return { tone: 'success', text: text('cart.x', 'Fine {name}', { name }) };
        console.warn('a log line with words');
        if (id === 'x') throw new Error('an error with words');
        return \`\${name} is niet meer op voorraad\`;
      }`);
    expect(found.map((f) => f.text)).toEqual(["'Vul je naam in.'", '`${name} is niet meer op voorraad`']);
  });

  it.each(MESSAGE_MODULES)('%s', (file) => {
    expect(show(scanMessageModule(file, readFileSync(join(root, file), 'utf8'))), 'shopper texts not looked up: shopperMessage(key, englishFallback) or text(key, englishFallback)').toBe('');
  });
});

describe('the demo content', () => {
  it('has a Dutch snippet for every key the code looks up', () => {
    const demo = demoSnippets();
    const keys = [...new Set(englishFallbacks(root).map((f) => f.key))];
    expect(keys.length).toBeGreaterThan(40);
    expect(keys.filter((key) => !demo[key]?.trim())).toEqual([]);
  });
});
