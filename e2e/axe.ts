// The end-to-end specs' one accessibility check (#32: 0 serious or critical on every page and
// state). An analysis of a whole page took seconds on a busy two-core machine, in 28 tests (issue
// 48: axe was a fifth of the run), so it asks axe for what the tests read and no more:
// - only violations are gathered (`resultTypes`): passes and incomplete checks keep one node each
//   instead of every element they matched;
// - one frame, the page itself (legacy mode): the default mode gathers each frame's results and
//   joins them in a blank page it opens and loads axe into, every time. The shop's pages have no
//   frame of their own before consent (a video's player comes after a press, from Vimeo), and
//   a frame from another host is not the shop's to fix.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

export interface AxeScope {
  /** Only within this selector (the page's own part, when header and footer are checked elsewhere). */
  include?: string;
  /** Not within this selector. */
  exclude?: string;
  /** Only these rules. */
  rules?: string[];
}

/** `what: rule (node count) first nodes` for each violation of any impact; empty when none. */
export async function violations(page: Page, what: string, scope: AxeScope = {}): Promise<string[]> {
  return (await analyze(page, scope)).map(described(what));
}

/** The same for the serious and critical violations alone (#32's bar). */
export async function seriousViolations(page: Page, what: string, scope: AxeScope = {}): Promise<string[]> {
  return (await analyze(page, scope)).filter((v) => v.impact === 'serious' || v.impact === 'critical').map(described(what));
}

const described = (what: string) => (v: Result) => `${what}: ${v.id} (${v.nodes.length}) ${v.nodes.map((n) => n.target).slice(0, 3).join(', ')}`;

async function analyze(page: Page, scope: AxeScope): Promise<Result[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (scope.include) builder.include(scope.include);
  if (scope.exclude) builder.exclude(scope.exclude);
  if (scope.rules) builder.withRules(scope.rules);
  return (await builder.analyze()).violations;
}
