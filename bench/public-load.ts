// `npm run bench:public`: what a reporter's phone downloads and waits for when it opens the public
// channel. Starts the real server (SQLite, built web app) and opens `/` and `/denuncias` in Debian
// Chromium, each time in a new browser context: bytes on the wire per resource type (Chromium's own
// `encodedDataLength`), requests, API calls, and Largest Contentful Paint — unthrottled (median of
// 7) and under "Slow 4G" with 4× CPU slow-down (median of 3). Then the scripts and styles the
// public entry loads, largest first. Needs `npm run build` (run here when dist/ is missing).
// BENCH_SERVER_ROOT runs another checkout's server and built web app (e.g. an older commit, built
// there beforehand) with this script, so a before/after is measured on one machine.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { bundleReportFile, compositionOf, type BundleReport } from '../apps/web/scripts/bundle-report.ts';
import { entryClosure } from '../apps/web/scripts/public-shell-precache.ts';
import { startServer } from './server-process.ts';

const root = process.env.BENCH_SERVER_ROOT
  ? path.resolve(process.env.BENCH_SERVER_ROOT)
  : path.resolve(import.meta.dirname, '..');
const pages = ['/', '/denuncias'];
const runs = Number(process.env.BENCH_PUBLIC_RUNS ?? 7);
const slowRuns = Number(process.env.BENCH_PUBLIC_SLOW_RUNS ?? 3);
/** Lighthouse's "Slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

type Load = {
  bytes: Record<string, number>;
  requests: number;
  api: number;
  lcp: number;
  /** What the largest paint was: the element's tag, id or first class, and where it sits. */
  lcpElement: string;
  files: Map<string, number>;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function load(browser: Browser, url: string, slow: boolean): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });
  const page = await context.newPage();
  // A string, not a function: this file is type-checked without the DOM library.
  await page.addInitScript({
    content: `window.__lcp = 0; window.__lcpElement = '';
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          window.__lcp = e.startTime;
          const el = e.element;
          const inSplash = el && el.closest && el.closest('#atalaya-splash') ? ' (splash)' : '';
          window.__lcpElement = el
            ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : el.classList[0] ? '.' + el.classList[0] : '') + inSplash + ' ' + e.size + 'px²'
            : e.url;
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });`,
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (slow) {
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const types = new Map<string, { type: string; url: string }>();
  const result: Load = { bytes: {}, requests: 0, api: 0, lcp: 0, lcpElement: '', files: new Map() };
  cdp.on('Network.requestWillBeSent', (e) => {
    types.set(e.requestId, { type: e.type ?? 'Other', url: e.request.url });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const sent = types.get(e.requestId);
    const type = sent?.type ?? 'Other';
    result.bytes[type] = (result.bytes[type] ?? 0) + e.encodedDataLength;
    result.requests += 1;
    if (sent && new URL(sent.url).pathname.startsWith('/api/')) {
      result.api += 1;
    }
    if (sent && (type === 'Script' || type === 'Stylesheet')) {
      result.files.set(new URL(sent.url).pathname, e.encodedDataLength);
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // LCP is final once the page is idle and nothing more paints; a short settle for the observer.
  await page.waitForTimeout(slow ? 1000 : 300);
  result.lcp = Number(await page.evaluate('window.__lcp'));
  result.lcpElement = String(await page.evaluate('window.__lcpElement'));
  await context.close();
  return result;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** The public entry by package (rendered bytes before minification, from the build's bundle report). */
function printEntryComposition(): void {
  const dist = path.join(root, 'apps/web/dist');
  const reportPath = path.join(dist, bundleReportFile);
  if (!fs.existsSync(reportPath)) {
    console.warn('No bundle report in dist/: rebuild (npm run build) to see the entry by package');
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Parameters<
    typeof entryClosure
  >[0];
  const report = JSON.parse(fs.readFileSync(reportPath, 'utf8')) as BundleReport;
  const rows = compositionOf(report, entryClosure(manifest));
  const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log('\nThe public entry by package (bytes before minification and compression; share of the entry)');
  console.table(
    rows.map(([name, bytes]) => ({
      package: name,
      bytes: kib(bytes),
      share: `${((100 * bytes) / total).toFixed(1)} %`,
    })),
  );
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  }
  const server = await startServer(Number(process.env.BENCH_PORT ?? 8391), undefined, undefined, { root });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    const rows: Record<string, string | number>[] = [];
    const lcpElements: { page: string; 'largest paint (first run)': string }[] = [];
    let composition = new Map<string, number>();
    for (const pagePath of pages) {
      const url = `${server.url}${pagePath}`;
      await load(browser, url, false); // warm the server's caches, not the browser's
      const fast: Load[] = [];
      for (let i = 0; i < runs; i += 1) {
        fast.push(await load(browser, url, false));
      }
      const slow: Load[] = [];
      for (let i = 0; i < slowRuns; i += 1) {
        slow.push(await load(browser, url, true));
      }
      const first = fast[0] as Load;
      const total = Object.values(first.bytes).reduce((a, b) => a + b, 0);
      const jsCss = (first.bytes.Script ?? 0) + (first.bytes.Stylesheet ?? 0);
      rows.push({
        page: pagePath,
        'JS+CSS': kib(jsCss),
        'all bytes': kib(total),
        document: kib(first.bytes.Document ?? 0),
        'fetch/xhr': kib((first.bytes.Fetch ?? 0) + (first.bytes.XHR ?? 0)),
        'images+fonts': kib((first.bytes.Image ?? 0) + (first.bytes.Font ?? 0)),
        requests: first.requests,
        'api calls': first.api,
        [`LCP ms (median of ${runs})`]: Math.round(median(fast.map((f) => f.lcp))),
        [`LCP ms slow 4G ×4 CPU (median of ${slowRuns})`]: Math.round(median(slow.map((s) => s.lcp))),
      });
      lcpElements.push({ page: pagePath, 'largest paint (first run)': first.lcpElement });
      if (pagePath === '/denuncias') {
        composition = first.files;
      }
    }
    console.log('\nPublic channel first load (new browser context each time, 390×844)');
    console.table(rows);
    console.table(lcpElements);
    console.log('\nScripts and styles /denuncias loads, bytes on the wire, largest first');
    console.table(
      [...composition.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([file, bytes]) => ({ file, 'on the wire': kib(bytes) })),
    );
    printEntryComposition();
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
