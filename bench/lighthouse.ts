/**
 * Lighthouse for `npm run bench`: the mobile preset (simulated slow 4G, 4x CPU slowdown),
 * three runs per page in Debian's Chromium, each figure the median of its three values (as
 * Lighthouse CI's `median` aggregation does). Every run is a first visit: Lighthouse clears
 * the origin's storage, so the cookie banner shows as a new visitor sees it.
 */
import { readFile } from 'node:fs/promises';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { compressBody } from '../scripts/compression.ts';

/** The flags Debian's Chromium needs on these machines (design.md, "Running it"). */
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface PageFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredBytes: number;
  scriptBytes: number;
  /** Same-origin script paths the page loaded without any interaction. */
  scriptPaths: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function numeric(audits: Record<string, { numericValue?: number | undefined }>, id: string): number {
  const value = audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

/**
 * One Lighthouse run. A run whose trace failed to record (Lighthouse's own advice: "run
 * Lighthouse again") is repeated, at most twice; its figures are never used.
 */
async function measureOnce(url: string, port: number, attemptsLeft = 3) {
  // ignoreStatusCode: the not-found page is answered with 404 on purpose and is measured too.
  const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance'], ignoreStatusCode: true });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (!result.lhr.runtimeError) return result.lhr;
  if (attemptsLeft > 1) return measureOnce(url, port, attemptsLeft - 1);
  throw new Error(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.message}`);
}

/** Runs Lighthouse `runs` times on every URL in one Chromium; `expectStatus` 404 pages are measured too. */
export async function measurePages(urls: string[], runs = 3): Promise<Map<string, PageFigures>> {
  const chrome = await launch({ chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', chromeFlags });
  const figures = new Map<string, PageFigures>();
  try {
    for (const url of urls) {
      const samples: PageFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        const lhr = await measureOnce(url, chrome.port);
        const audits = lhr.audits;
        const requests = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []);
        const scripts = requests.filter((item) => item.resourceType === 'Script');
        const origin = new URL(url).origin;
        samples.push({
          performance: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
          lcpMs: numeric(audits, 'largest-contentful-paint'),
          tbtMs: numeric(audits, 'total-blocking-time'),
          cls: numeric(audits, 'cumulative-layout-shift'),
          transferredBytes: numeric(audits, 'total-byte-weight'),
          scriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
          scriptPaths: scripts.map((item) => new URL(item.url)).filter((address) => address.origin === origin).map((address) => address.pathname),
        });
      }
      const pick = (key: Exclude<keyof PageFigures, 'scriptPaths'>) => median(samples.map((sample) => sample[key]));
      figures.set(url, {
        performance: pick('performance'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        transferredBytes: pick('transferredBytes'),
        scriptBytes: pick('scriptBytes'),
        scriptPaths: [...new Set(samples.flatMap((sample) => sample.scriptPaths))],
      });
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

/**
 * The Brotli-compressed size of the scripts a page loaded before any interaction: the bytes
 * the CDN sends for them, without HTTP headers. Read from the build, so the figure does not
 * depend on the local server.
 */
export async function compressedScriptBytes(scriptPaths: string[], distFolder = 'dist'): Promise<number> {
  let total = 0;
  for (const path of scriptPaths) {
    total += (await compressBody(await readFile(`${distFolder}${path}`), 'br')).byteLength;
  }
  return total;
}
