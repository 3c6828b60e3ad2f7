// Finds texts a shopper sees or hears that are written into the code instead of being looked
// up through the snippets (useSnippets().text / t, shared/snippets.ts). Read by
// tests/snippet-coverage.test.ts (every TSX file of client/ and shared/) and by the e2e check
// that no English fallback shows (e2e/words.spec.ts).
import ts from 'typescript';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Finding {
  file: string;
  line: number;
  kind: 'text' | 'attribute' | 'expression' | 'announcement';
  text: string;
}

/** Attributes whose value a shopper sees or hears. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription', 'aria-placeholder',
  'title', 'placeholder', 'alt', 'label',
]);
/** Calls whose string arguments are no shopper text (or are the lookup itself). */
const EXEMPT_CALLS = new Set(['text', 't', 'snippetText', 'shopperMessage', 'interpolate', 'error', 'warn', 'log', 'info', 'debug', 'Error', 'HttpError', 'querySelector', 'querySelectorAll', 'matchMedia', 'import', 'get', 'has', 'set', 'getAll', 'delete', 'append', 'startsWith', 'endsWith', 'includes', 'replace', 'split', 'join', 'useQuery', 'addEventListener', 'removeEventListener']);
const WORDS = /\p{L}{2,}/u;

const calleeName = (call: ts.CallExpression | ts.NewExpression): string => {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return '';
};

/** String pieces with words in an expression, outside lookups and other exempt places. */
function literalsIn(node: ts.Node, out: ts.Node[]): void {
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return; // visited on their own
  if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && EXEMPT_CALLS.has(calleeName(node))) return;
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken,
    ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken].includes(node.operatorToken.kind)) return;
  if (ts.isElementAccessExpression(node)) return;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    if (WORDS.test(node.text)) out.push(node);
    return;
  }
  if (ts.isTemplateExpression(node)) {
    const pieces = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
    if (WORDS.test(pieces)) out.push(node);
    node.templateSpans.forEach((s) => literalsIn(s.expression, out));
    return;
  }
  ts.forEachChild(node, (child) => literalsIn(child, out));
}

export function scanSource(file: string, source: string): Finding[] {
  const src = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const add = (node: ts.Node, kind: Finding['kind'], text: string) =>
    findings.push({ file, line: src.getLineAndCharacterOfPosition(node.getStart(src)).line + 1, kind, text: text.trim().replace(/\s+/g, ' ') });
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) add(node, 'text', node.text);
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(src)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) {
        if (WORDS.test(init.text)) add(node, 'attribute', node.getText(src));
      } else if (ts.isJsxExpression(init) && init.expression) {
        const found: ts.Node[] = [];
        literalsIn(init.expression, found);
        found.forEach((n) => add(n, 'attribute', `${node.name.getText(src)}=${n.getText(src)}`));
      }
    }
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      const found: ts.Node[] = [];
      literalsIn(node.expression, found);
      found.forEach((n) => add(n, 'expression', n.getText(src)));
    }
    // Live-region announcements: announce('…').
    if (ts.isCallExpression(node) && calleeName(node) === 'announce') {
      const found: ts.Node[] = [];
      node.arguments.forEach((a) => literalsIn(a, found));
      found.forEach((n) => add(n, 'announcement', n.getText(src)));
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return findings;
}

/**
 * Modules whose strings are shopper messages made away from where they are shown (form rules,
 * refusals, cart notices, the no-JS answers): each must be a `shopperMessage(key, fallback)`
 * or `text(key, fallback)` pair. Only sentences count here (two words or more): these modules
 * also hold codes, tones and keys ('promotion-not-found', 'success'), never a one-word text.
 */
export const MESSAGE_MODULES = [
  'shared/account/information-forms.ts',
  'shared/account/messages.ts',
  'shared/account/rules.ts',
  'shared/cart/messages.ts',
  'client/components/account/use-form.ts',
];
const SENTENCE = /\p{L}{2,}[^\n]*\s[^\n]*\p{L}/u;

export function scanMessageModule(file: string, source: string): Finding[] {
  const src = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isPropertyAssignment(node)) { literalsIn(node.initializer, found); return; } // keys are no text
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)
      || ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isBinaryExpression(node) || ts.isElementAccessExpression(node)) {
      literalsIn(node, found);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return found
    .filter((n) => SENTENCE.test(ts.isTemplateExpression(n) ? n.getText(src) : (n as ts.StringLiteral).text))
    .map((n) => ({ file, line: src.getLineAndCharacterOfPosition(n.getStart(src)).line + 1, kind: 'text' as const, text: n.getText(src) }));
}

/** Every TSX file of client/ and shared/ (tests excluded), relative to the repository. */
export function shopperFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (path.endsWith('.tsx') && !/\.test\.tsx$/.test(path)) files.push(path);
    }
  };
  walk('client');
  walk('shared');
  return files.sort();
}

/** The .ts files of client/, shared/ and worker/ (not the demo backend, not tests) that make a shopperMessage or a lookup. */
export function messageCallers(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !/\.(test|d)\.ts$/.test(path) && /\b(shopperMessage|text)\(/.test(readFileSync(join(root, path), 'utf8'))) files.push(path);
    }
  };
  ['client', 'shared', 'worker'].forEach(walk);
  return files.sort();
}

export function scanRepository(root: string): Finding[] {
  return shopperFiles(root).flatMap((file) => scanSource(file, readFileSync(join(root, file), 'utf8')));
}

/**
 * The English fallbacks of every lookup, `text('key', 'fallback' | { one, other })`: what a
 * page shows when a snippet is missing. Placeholders are cut out: the longest fixed part stays.
 */
export function englishFallbacks(root: string): { key: string; text: string }[] {
  const out: { key: string; text: string }[] = [];
  const strings = (node: ts.Node): string[] => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isObjectLiteralExpression(node)) {
      return node.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? strings(p.initializer) : []));
    }
    return [];
  };
  for (const file of [...shopperFiles(root), ...messageCallers(root)]) {
    const src = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ['text', 'shopperMessage'].includes(calleeName(node)) && node.arguments.length >= 2) {
        const [key, fallback] = node.arguments;
        if (key && ts.isStringLiteral(key) && fallback) {
          for (const s of strings(fallback)) {
            // Whole, with its {placeholders}: a fragment ('Pay' of 'Pay {amount}') would be found
            // inside unrelated words on a page ('Apple Pay').
            const longest = s.split(/\{\w+\}/).map((p) => p.trim()).sort((a, b) => b.length - a.length)[0] ?? '';
            if (WORDS.test(longest)) out.push({ key: key.text, text: s.trim() });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(src);
  }
  return out;
}
