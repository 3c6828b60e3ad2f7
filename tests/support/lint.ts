// Lints a text as if it were a file of the shop, with the shop's own ESLint configuration and
// that one rule alone: the tests that pin what a rule of eslint.config.js finds (import cycles,
// casts) read only what it says.
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';

const root = path.resolve(__dirname, '../..');
const linters = new Map<string, ESLint>();

/** What `ruleId` says of `code`, read as the file at `file` (root-relative). */
export async function ruleMessages(ruleId: string, file: string, code: string): Promise<Linter.LintMessage[]> {
  let eslint = linters.get(ruleId);
  if (!eslint) {
    eslint = new ESLint({ cwd: root, ruleFilter: (rule) => rule.ruleId === ruleId });
    linters.set(ruleId, eslint);
  }
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === ruleId);
}
