// Lighthouse on the two first screens of the built product (ADR 0011): the sign-in screen a visitor
// gets at / and the dashboard of a signed-in user, each mobile, with simulated throttling and a cold
// cache. Starts the built product on a fresh data folder, signs a demo user in for the dashboard,
// measures each screen LIGHTHOUSE_RUNS times (default 5, the median Lighthouse's own guidance on
// variability suggests; the machine's load moves single runs), prints every run's score with the CPU
// speed Lighthouse measured for it (its benchmark index) and the median run's metrics, and fails when a
// median score is below the goal.
//
//   pnpm build && pnpm lighthouse
//
// LIGHTHOUSE_PORT (default 4380) is the product's port; CHROMIUM_PATH the browser (default
// /usr/bin/chromium); LIGHTHOUSE_REPORTS a folder to write the full reports to (JSON). Runs offline:
// Lighthouse drives the local Chromium, nothing is downloaded.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { navigation } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumExecutablePath } from '../e2e/chromium.ts';

const goal = 0.95;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4380);
const baseUrl = `http://127.0.0.1:${port}`;
const demoPassword = 'lighthouse-demo-password';
// A company user: the dashboard is their first screen (a personal account's is the profile).
const demoUser = 'member@example.com';
const serverDir = join(import.meta.dirname, '..', 'packages', 'portal-server');

/** Starts the built product the way `pnpm start` serves it, on its own data folder. */
async function startProduct(dataDir) {
  const serve = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')).scripts.serve;
  const server = spawn('sh', ['-c', `exec ${serve}`], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DEMO_PASSWORD: demoPassword,
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(250)) {
    if (server.exitCode !== null) throw new Error(`The product exited with ${server.exitCode}; is it built?`);
    const healthy = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { stop: () => (server.kill('SIGTERM'), exited) };
  }
  server.kill('SIGTERM');
  throw new Error(`The product did not answer ${baseUrl}/health within two minutes`);
}

/** Signs the demo user in through the app's sign-in screen; the tokens stay in this tab. */
async function signIn(page) {
  await page.goto(`${baseUrl}/`);
  await page.waitForSelector('input[name="email"]');
  await page.type('input[name="email"]', demoUser);
  await page.type('input[name="password"]', demoPassword);
  await page.click('button[type="submit"]');
  await page.waitForSelector('nav[aria-label="Main navigation"]', { timeout: 30_000 });
}

const config = { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } };
// LIGHTHOUSE_CPU_SLOWDOWN replaces Lighthouse's 4× CPU slowdown, e.g. to see how a slower machine of
// this kind would score: the simulation scales the tasks it observed here, so their length depends on
// this machine's speed (its benchmark index).
const cpuSlowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
const mobile = {
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  throttling: { cpuSlowdownMultiplier: cpuSlowdown },
};

const reportDir = process.env.LIGHTHOUSE_REPORTS;

/** Lighthouse's navigation of `page` to the product's /, and the figures it measured. */
async function measureOnce(page, name, flags) {
  const result = await navigation(page, `${baseUrl}/`, { config, flags: { ...mobile, ...flags } });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  if (reportDir) {
    await mkdir(reportDir, { recursive: true });
    await writeFile(join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 1));
  }
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests').details.items;
  const transferred = (type) =>
    requests.filter((item) => item.resourceType === type).reduce((sum, item) => sum + item.transferSize, 0);
  return {
    url: lhr.finalDisplayedUrl,
    lcpElement: audit('lcp-breakdown-insight')?.details?.items?.find((item) => item.type === 'node')?.nodeLabel,
    shifted: (audit('layout-shifts')?.details?.items ?? []).map(
      (item) => `${item.score.toFixed(3)} ${item.node?.snippet}`,
    ),
    score: lhr.categories.performance.score,
    // Lighthouse scales the observed main-thread work by 4: a slower moment of the machine raises TBT.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    metrics: [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
      'interactive',
    ].map((id) => [audit(id).title, audit(id).displayValue]),
    requests: requests.length,
    documents: requests.filter((item) => item.resourceType === 'Document').length,
    transfer: {
      js: transferred('Script'),
      css: transferred('Stylesheet'),
      total: audit('total-byte-weight').numericValue,
    },
  };
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** `runs` measurements of a screen (`prepare` readies the page before each), the median run by score. */
async function measure(name, prepare, flags) {
  const results = [];
  for (let run = 1; run <= runs; run++) results.push(await measureOnce(await prepare(), `${name}-${run}`, flags));
  const median = [...results].sort((a, b) => a.score - b.score)[Math.floor((results.length - 1) / 2)];
  return { ...median, runs: results.map(({ score, benchmarkIndex }) => ({ score, benchmarkIndex })) };
}

function report(name, figures) {
  const verdict = figures.score >= goal ? 'goal met' : 'goal MISSED';
  console.log(
    `\n${name}: performance ${figures.score.toFixed(2)}, the median of ${figures.runs.map((run) => run.score.toFixed(2)).join(', ')} (goal ${goal}, ${verdict})`,
  );
  console.log(`  ended on ${figures.url}`);
  console.log(`  benchmark index of each run: ${figures.runs.map((run) => run.benchmarkIndex).join(', ')}`);
  for (const [title, value] of figures.metrics) console.log(`  ${title.padEnd(26)} ${value}`);
  console.log(`  LCP element: ${figures.lcpElement ?? 'none'}`);
  for (const shift of figures.shifted) console.log(`  layout shift: ${shift}`);
  console.log(
    `  ${figures.requests} requests, ${figures.documents} document(s); over the wire: JS ${kB(figures.transfer.js)}, ` +
      `CSS ${kB(figures.transfer.css)}, all ${kB(figures.transfer.total)}`,
  );
  return figures.score >= goal;
}

const dataDir = await mkdtemp(join(tmpdir(), 'eventsuite-lighthouse-data-'));
const profileDir = await mkdtemp(join(tmpdir(), 'eventsuite-lighthouse-profile-'));
const product = await startProduct(dataDir);
const browser = await puppeteer.launch({
  executablePath: chromiumExecutablePath,
  headless: true,
  args: chromiumArgs,
  userDataDir: profileDir,
});
let met = true;
try {
  // A visitor: a fresh tab, and Lighthouse clears cache and storage before it loads the page.
  let visitor;
  const freshTab = async () => {
    await visitor?.close();
    visitor = await browser.newPage();
    return visitor;
  };
  met = report('sign-in screen (visitor)', await measure('sign-in', freshTab, {})) && met;
  await visitor.close();

  // A signed-in user: the tokens live in the tab's session storage, so Lighthouse keeps storage and
  // only the HTTP cache is cleared here: the dashboard loads cold, as after a deployment.
  const user = await browser.newPage();
  await signIn(user);
  const coldCache = async () => {
    const cdp = await user.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    return user;
  };
  met = report('dashboard (signed in)', await measure('dashboard', coldCache, { disableStorageReset: true })) && met;
} finally {
  await browser.close();
  await product.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(profileDir, { recursive: true, force: true });
}
// Lighthouse scales the main thread's observed work, so other work on the machine moves TBT and LCP.
console.log(
  `\nload average at the end (1, 5, 15 min): ${loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}`,
);
process.exit(met ? 0 : 1);
