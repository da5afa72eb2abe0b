// Scratch (not committed): the dashboard's waterfall under 4x CPU and a slow network.
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer from 'puppeteer-core';
const port = 4443, base = `http://127.0.0.1:${port}`;
const serverDir = join(import.meta.dirname, '..', 'packages', 'portal-server');
const dataDir = await mkdtemp('/tmp/dashfast/data-');
const server = spawn('node', ['dist/main.js'], { cwd: serverDir, stdio: 'ignore', env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir, DEMO_PASSWORD: 'pw-pw-pw-pw-12', LOG_LEVEL: 'warn' } });
for (;;) { if (await fetch(base + '/health').then((r) => r.ok, () => false)) break; await sleep(250); }
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'] });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  await page.goto(base + '/');
  await page.waitForSelector('input[name="email"]');
  await page.type('input[name="email"]', 'member@example.com');
  await page.type('input[name="password"]', 'pw-pw-pw-pw-12');
  await page.click('button[type="submit"]');
  await page.waitForSelector('nav[aria-label="Main navigation"]', { timeout: 30000 });
  const cdp = await page.createCDPSession();
  for (let run = 0; run < Number(process.env.RUNS ?? 1); run++) {
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluateOnNewDocument(() => {
      window.__lt = [];
      new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__lt.push([e.entryType, e.startTime, e.duration, e.name, e.element?.textContent?.slice(0, 30)]))).observe({ entryTypes: ['longtask', 'paint', 'largest-contentful-paint', 'layout-shift'] });
    });
    await page.goto(base + '/', { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Hello'));
    await sleep(500);
    const out = await page.evaluate(() => [
      ...performance.getEntriesByType('resource').map((r) => ['res', r.startTime, r.responseEnd - r.startTime, r.name, r.encodedBodySize]),
      ...window.__lt,
    ]);
    out.sort((a, b) => a[1] - b[1]);
    for (const [t, s, d, n, x] of out) console.log(t.padEnd(24), s.toFixed(0).padStart(6), d.toFixed(0).padStart(6), String(n).replace(base, ''), x ?? '');
    console.log('---');
  }
} finally { await browser.close(); server.kill(); }
