// The client's test floor (issue #35): at least one test file per three client source files
// that hold logic. A new module with logic and no test moves the count towards the floor; the
// test fails once it is crossed, and the answer is a test for what matters most of what is
// untested, not a looser rule.
//
// What "holds logic" means here (pure markup components — props mapped to JSX, texts looked
// up — do not count):
//  - a source file is a .ts or .tsx file under client/, not a test, not a declaration file and
//    not test support (client/testing/);
//  - it holds logic when, comments left aside, it
//    a) calls a hook other than useSnippets and useId (state, effects, queries, the router:
//       looking up a text or making an id is markup), or
//    b) declares a function or an arrow function with a lower-case name (a helper, a handler,
//       an exported function — a component's name starts with a capital), or
//    c) declares a class.
// A test file is a *.test.ts or *.test.tsx under client/.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
/** At most this many source files with logic per test file. */
const FILES_PER_TEST = 3;

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

function holdsLogic(source: string): boolean {
  const code = withoutComments(source);
  const hook = /\buse(?!Snippets\b|Id\b)[A-Z]\w*\s*(<[^()]*>)?\s*\(|\buse\s*\(/.test(code);
  const fn = /\bfunction\*?\s+[a-z_$]/.test(code)
    || /\b(const|let)\s+[a-z_$][\w$]*\s*(:[^=]+)?=\s*(async\s*)?(\([^)]*\)|[a-z_$][\w$]*)\s*(:[^=]+)?=>/.test(code);
  const cls = /\bclass\s+[\w$]+/.test(code);
  return hook || fn || cls;
}

function clientFiles(): string[] {
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  return walk(join(root, 'client')).map((f) => relative(root, f).split(sep).join('/'))
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !f.startsWith('client/testing/'));
}

describe('what holds logic', () => {
  it('counts hooks, lower-case functions and classes; not a component that only maps props to markup', () => {
    expect(holdsLogic(`export function Badge({ n }: { n: number }) {
      const { text } = useSnippets(); const id = useId();
      return <span id={id}>{text('badge', '{n} new', { n })}</span>; }`)).toBe(false);
    expect(holdsLogic(`export const Icon = () => <svg />; // function helper() {}`)).toBe(false);
    expect(holdsLogic(`export function Count() { const [n, setN] = useState(0); return <b>{n}</b>; }`)).toBe(true);
    expect(holdsLogic(`export function Field() { const q = useQuery(x); return null; }`)).toBe(true);
    expect(holdsLogic(`export function Form() { const onSubmit = (e: Event) => e.preventDefault(); return <form onSubmit={onSubmit} />; }`)).toBe(true);
    expect(holdsLogic(`export function sortBy(list: string[]) { return [...list].sort(); }`)).toBe(true);
    expect(holdsLogic(`export class Redirect { constructor(readonly to: string) {} }`)).toBe(true);
    expect(holdsLogic(`export interface RouteDeps { api: Api }\nexport type Params = Record<string, string>;`)).toBe(false);
  });
});

describe('the client\'s test floor', () => {
  it(`has at least one test file per ${FILES_PER_TEST} source files that hold logic`, () => {
    const files = clientFiles();
    const tests = files.filter((f) => /\.test\.tsx?$/.test(f));
    const logic = files.filter((f) => !/\.test\.tsx?$/.test(f)).filter((f) => holdsLogic(readFileSync(join(root, f), 'utf8')));
    const untested = logic.filter((f) => !files.includes(f.replace(/\.tsx?$/, '.test.ts')) && !files.includes(f.replace(/\.tsx?$/, '.test.tsx')));
    expect(
      tests.length * FILES_PER_TEST,
      `${tests.length} test files for ${logic.length} client files with logic (at least ${Math.ceil(logic.length / FILES_PER_TEST)} needed). ` +
      `Without a test beside them:\n${untested.join('\n')}`,
    ).toBeGreaterThanOrEqual(logic.length);
  });
});
