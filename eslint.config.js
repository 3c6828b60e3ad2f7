// Lint (decision 014): rules that find real problems — typescript-eslint, React hooks,
// accessibility, import cycles — and the layering of DESIGN.md as restricted import paths.
// Style is not linted; rules that only repeat what `tsc` checks are off.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// DESIGN.md allows type imports across the boundaries ("types aside"): they are erased from
// the bundle. import-x/no-restricted-paths has no such option, so this wraps it and drops its
// reports on type-only imports and exports. Value imports, `export … from` and `import()`
// are all still reported (the regex test this replaces missed the last two).
const restrictedPaths = importX.rules['no-restricted-paths'];
const isTypeOnly = (node) => {
  const statement = node.parent;
  if (!statement) return false;
  if (statement.importKind === 'type' || statement.exportKind === 'type') return true;
  const specifiers = statement.specifiers ?? [];
  return specifiers.length > 0
    && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
};
const layering = {
  rules: {
    'value-paths': {
      meta: restrictedPaths.meta,
      create(context) {
        const filtered = Object.create(context, {
          report: { value: (descriptor) => { if (!isTypeOnly(descriptor.node)) context.report(descriptor); } },
        });
        return restrictedPaths.create(filtered);
      },
    },
  },
};

// `import { z } from 'zod'` is zod's namespace re-exported as a value, which esbuild cannot
// shake: every locale (366 KiB) came into the worker with it (decision 033).
const ZOD_AS_NAMESPACE = {
  selector: "ImportDeclaration[source.value='zod'] > :matches(ImportSpecifier[imported.name='z'], ImportDefaultSpecifier)",
  message: "import * as z from 'zod': the named z brings all of zod's locales into the worker's bundle (decision 033).",
};

// `x as never` silences the type check on anything: product code says what a value is instead
// (issue 51).
const AS_NEVER = {
  selector: "TSAsExpression > TSNeverKeyword.typeAnnotation",
  message: 'No `as never` in product code: type the value (or its function) for what it is (issue 51).',
};

// A Store API answer is typed where it arrives, by the operation's OpenAPI types
// (@shopware/api-client, corrected in worker/shopware/store-api-types.ts where Shopware answers
// more than its schema says): an operation never casts it into the shape it hoped for, where
// a field the criteria forgot would be undefined at run time with no error (issue 51).
const AS_ON_ANSWER = {
  selector: "TSAsExpression:not([typeAnnotation.typeName.name='const']), TSTypeAssertion",
  message: 'No `as` in a Store API operation: the answer is typed by its operation; correct store-api-types.ts where Shopware answers more, or check the value (issue 51).',
};

export default tseslint.config(
  {
    // Build outputs and reports.
    ignores: [
      '**/node_modules/',
      'dist/',
      'studio/dist/',
      'studio/.sanity/',
      '**/.wrangler/',
      'bench/results/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore names what is unused on purpose; a rest sibling leaves fields out.
      '@typescript-eslint/no-unused-vars': ['error', {
        argsIgnorePattern: '^_',
        varsIgnorePattern: '^_',
        caughtErrorsIgnorePattern: '^_',
        ignoreRestSiblings: true,
      }],
      // An empty catch is how scripts say "best effort"; other empty blocks are still errors.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The rest of react-hooks 7's recommended set are the React Compiler's checks: this app
      // does not use the compiler, and they took three quarters of the lint time on 2 cores.
      'no-restricted-imports': ['error', { paths: [{
        name: 'react-router',
        importNames: ['Link', 'NavLink', 'Outlet', 'useRoutes', 'Routes'],
        message: "Links are client/router/Link, outlets client/router/hooks: React Router's own bring framework-mode prefetching and data-router rendering into every first view (decision 027).",
      }, {
        name: 'react-router',
        importNames: ['useNavigate'],
        message: 'useNavigate is client/router/hooks: the one navigate, resolving when the page it went to shows.',
      }] }],
      'no-restricted-syntax': ['error', ZOD_AS_NAMESPACE],
    },
  },
  {
    files: ['worker/**/*.ts', 'shared/**/*.ts', 'client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ZOD_AS_NAMESPACE, AS_NEVER] },
  },
  {
    files: ['worker/shopware/operations/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ZOD_AS_NAMESPACE, AS_NEVER, AS_ON_ANSWER] },
  },
  {
    files: ['client/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // `<ul role="list">` is deliberate: Safari drops list semantics from unstyled lists.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },
  {
    plugins: { 'import-x': importX, layering },
    // The layering is about what ships: a test may reach across (a shared/ test reads the demo
    // content's snippets to check what shoppers read).
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    settings: {
      // Resolvers in plain JavaScript: the newer ones (unrs-resolver) need native bindings for
      // every platform in the lock file, which the registry here does not all have, so
      // `npm ci` refused the lock (toolchain.md).
      'import-x/resolver': { typescript: { project: 'tsconfig.worker.json' } },
      // import-x reads only the files whose extension it is told of (plain JavaScript by default):
      // without these, import-x/no-cycle parsed no .ts module and reported no cycle at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // A cycle is the shop's own modules': the rule need not walk into packages (ignoreExternal),
      // which was four fifths of the lint's time (issue 48: 55 core-seconds before, 32 after).
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true, ignoreExternal: true }],
      // DESIGN.md, "Boundaries": client/ and shared/ never import worker/ (types aside);
      // shared/ never imports client/; only worker/render imports client/.
      'layering/value-paths': ['error', {
        zones: [
          { target: './client', from: './worker', message: 'client/ runs in the browser: it never imports worker/ code (types aside).' },
          { target: './shared', from: './worker', message: 'shared/ never imports worker/ code (types aside).' },
          { target: './shared', from: './client', message: 'shared/ never imports client/ code (types aside).' },
          {
            target: ['./worker/*.{ts,tsx}', './worker/!(render)/**/*'],
            from: './client',
            message: 'Only worker/render imports client/ (DESIGN.md).',
          },
          // The demo backend stands in for Shopware and Sanity: a worker of its own, never
          // deployed with the shop. The two share shared/ and nothing else (issue 51).
          {
            target: ['./worker', './client', './shared'], from: './demo-backend',
            message: 'The shop never imports the demo backend: it is what a real Shopware and Sanity answer instead.',
          },
          {
            target: './demo-backend', from: ['./worker', './client'],
            message: 'The demo backend shares only shared/ with the shop.',
          },
        ],
      }],
    },
  },
  {
    files: ['e2e/**'],
    rules: {
      // Playwright fixtures that use no other fixture must destructure `{}`.
      'no-empty-pattern': 'off',
    },
  },
  {
    // Node scripts, benchmarks and config files.
    files: ['**/*.mjs', '*.config.ts', 'scripts/**', 'bench/**'],
    languageOptions: { globals: globals.node },
  },
);
