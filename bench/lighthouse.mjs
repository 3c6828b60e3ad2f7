// `npm run lighthouse`: Lighthouse (mobile, simulated Slow 4G and 4× CPU, its defaults) on
// every kind of public page, and on the shopper path the shopper's own pages too (the cart filled,
// the checkout, the login, the account logged in), against the production bundle served as `npm start` serves it:
// through the local stand-in for the edge's compression (scripts/lib/edge.mjs). Prints the four
// category scores and the metrics behind performance; writes bench/results/lighthouse.json.
// Lighthouse comes from npm at the version pinned here (decision 031: 13.x needs Node 22.19,
// which the project's own Node from npm gives).
// Measures only; nothing here is a pass/fail test.
//
// Two paths, measured separately, because the shop answers them differently, each with the user
// agent it names (`--emulatedUserAgent`; Lighthouse's own is a plain mobile Chrome without
// "Chrome-Lighthouse", which isbot calls a shopper, so it would measure the shopper twice, #36):
// - shopper: a normal Android Chrome user agent: what shoppers get.
// - crawler: Googlebot's smartphone agent, so the shop answers with the prerendered document (all
//   data in, React's prerender) it gives search engines. Issue #21 asks SEO 100 on this path.
//
// Environment (defaults as before, so it can run beside other servers):
//   LIGHTHOUSE_PORT          the edge stand-in the browser talks to (8757); the worker itself
//                            listens one port below it (scripts/lib/servers.mjs)
//   LIGHTHOUSE_BACKEND_PORT  the demo backend (8758)
//   LIGHTHOUSE_CATEGORIES    comma list, e.g. `seo` while iterating (all four)
//   LIGHTHOUSE_PATHS         `crawler`, `shopper` or both (both)
//   LIGHTHOUSE_ROUTES        only the routes whose name contains this text
//   LIGHTHOUSE_RESULTS       where the JSON goes (bench/results/lighthouse.json)
//   LIGHTHOUSE_REPORTS       a folder to keep each page's whole report and trace in (what
//                            blocked the main thread, and when: audits long-tasks, bootup-time)
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { root, startShop } from '../scripts/lib/servers.mjs';
import { SHOPPER_UA } from './measure.mjs';
import { personalRoutes, publicRoutes } from './routes.mjs';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
// Googlebot Smartphone, as Google documents it (its Chrome version follows the current one).
const CRAWLER_UA = 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.7444.175 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CATEGORIES = (process.env.LIGHTHOUSE_CATEGORIES ?? 'performance,accessibility,best-practices,seo').split(',').map((s) => s.trim()).filter(Boolean);
const PATHS = (process.env.LIGHTHOUSE_PATHS ?? 'crawler,shopper').split(',').map((s) => s.trim()).filter(Boolean);
const storefrontPort = Number(process.env.LIGHTHOUSE_PORT ?? 8757);
const backendPort = Number(process.env.LIGHTHOUSE_BACKEND_PORT ?? 8758);

// Asynchronously: the edge stand-in serves from this very process.
async function lighthouse(url, outputPath, userAgent, headers = {}) {
  try {
    await promisify(execFile)('npx', ['-y', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${outputPath}`,
      `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${CHROME_FLAGS}`,
      ...(process.env.LIGHTHOUSE_REPORTS ? ['--save-assets'] : []),
      // The shopper's own pages: as that shopper (their session's cookies).
      ...(Object.keys(headers).length ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
      ...(userAgent ? [`--emulatedUserAgent=${userAgent}`] : [])], {
      env: { ...process.env, CHROME_PATH: ensureChromium() }, maxBuffer: 64 * 1024 * 1024,
    });
  } catch (e) {
    return { error: String(e.stderr || e.message).trim().split('\n').slice(-3).join(' ') };
  }
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  const score = (id) => (report.categories[id] ? Math.round(report.categories[id].score * 100) : null);
  const metric = (id) => report.audits[id]?.displayValue ?? '-';
  // Which SEO audits failed, so a score below 100 says why without opening the report.
  const seoFailures = (report.categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
    .map((ref) => ref.id);
  return {
    status: report.audits['http-status-code']?.score === 0 ? 'error status' : 'ok',
    // Where the page ended up (a redirect shows here: the account page as a visitor is the login).
    finalUrl: report.finalDisplayedUrl,
    userAgent: report.environment?.networkUserAgent,
    performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'),
    seoFailures,
    fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'), speedIndex: metric('speed-index'),
    runWarnings: report.runWarnings ?? [],
  };
}

const cell = (v, width) => String(v ?? '-').padEnd(width);

function row(r) {
  if (r.error) return `${cell(r.route, 22)} | error: ${r.error}`;
  return `${cell(r.route, 22)} | ${cell(r.performance, 4)} | ${cell(r.accessibility, 4)} | ${cell(r.bestPractices, 4)} | ${cell(r.seo, 3)} | ${cell(r.fcp, 6)} | ${cell(r.lcp, 6)} | ${cell(r.tbt, 7)} | ${cell(r.cls, 5)} | ${cell(r.speedIndex, 6)} | ${r.seoFailures.join(', ')}`;
}

function printTable(title, results) {
  console.log(`\n${title}`);
  console.log('route                  | perf | a11y | best | seo | FCP    | LCP    | TBT     | CLS   | SI     | failing SEO audits');
  console.log('-----------------------|------|------|------|-----|--------|--------|---------|-------|--------|-------------------');
  for (const r of results) console.log(row(r));
}

// Written after every page too (complete: false), so a long run that is cut short keeps what it measured.
function save(measured, complete) {
  writeFileSync(path.resolve(root, process.env.LIGHTHOUSE_RESULTS ?? 'bench/results/lighthouse.json'), JSON.stringify({
    measuredAt: new Date().toISOString(), complete, lighthouse: LIGHTHOUSE, categories: CATEGORIES,
    userAgents: { shopper: SHOPPER_UA, crawler: CRAWLER_UA }, ...measured,
  }, null, 2) + '\n');
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const shop = await startShop({
    storefrontPort, backendPort, persistTo: work, edge: true,
    // For this run only, the shop is production: an https SITE_URL on PRODUCTION_HOST is what
    // makes it indexable (worker/seo/robots.ts). Locally it is never production, so robots.txt
    // says `Disallow: /` and every response `X-Robots-Tag: noindex`, which Lighthouse's
    // is-crawlable and robots-txt audits rightly fail. Canonicals and og:urls then point at
    // https://www.veld.nl while the browser loads localhost: Lighthouse's canonical audit checks
    // the link is absolute, single and not elsewhere, not that the host is the one it loaded.
    storefrontVars: { SITE_URL: 'https://www.veld.nl', PRODUCTION_HOST: 'www.veld.nl' },
  });
  const base = shop.storefront.url;
  try {
    const filter = process.env.LIGHTHOUSE_ROUTES;
    const routes = (await publicRoutes(base)).filter(([name]) => !filter || name.includes(filter));
    // The shopper's own pages, on the shopper path only (a crawler has no cart and no login).
    const personal = PATHS.includes('shopper') ? (await personalRoutes(base)).filter(([name]) => !filter || name.includes(filter)) : [];
    const userAgents = { shopper: SHOPPER_UA, crawler: CRAWLER_UA };
    // Fill the edge cache first, for each path (the crawler's document is cached apart):
    // Lighthouse measures what visitors get, not a cold start.
    for (const [, route] of routes) {
      for (const ua of Object.values(userAgents)) {
        await (await fetch(base + route, { headers: { 'user-agent': ua } })).arrayBuffer();
      }
    }
    const measured = {};
    for (const kind of PATHS) {
      measured[kind] = [];
      for (const [name, route, headers = {}] of kind === 'shopper' ? [...routes, ...personal] : routes) {
        const report = path.join(work, 'report.json');
        const result = await lighthouse(base.replace('127.0.0.1', 'localhost') + route, report, userAgents[kind], headers);
        if (process.env.LIGHTHOUSE_REPORTS && !result.error) {
          mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
          const saved = path.join(process.env.LIGHTHOUSE_REPORTS, `${kind}-${name.replace(/\W+/g, '-')}`);
          copyFileSync(report, `${saved}.json`);
          // --save-assets: the page load's trace, to open in Chrome's performance panel.
          copyFileSync(report.replace(/\.json$/, '-0.trace.json'), `${saved}.trace.json`);
        }
        measured[kind].push({ route: name, path: route, ...result });
        // Each row as it comes (a full run takes a while): stderr, the tables follow on stdout.
        console.error(`${kind.padEnd(7)} ${row(measured[kind].at(-1))}`);
        save(measured, false);
      }
    }
    for (const kind of PATHS) printTable(`${kind} path (UA ${userAgents[kind]})`, measured[kind]);
    save(measured, true);
    console.log(`\nwritten to ${process.env.LIGHTHOUSE_RESULTS ?? 'bench/results/lighthouse.json'}`);
  } finally {
    await shop.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
