import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** Accessibility audits that failed, to fix. */
  failedAccessibilityAudits: string[];
  /** Performance scores of every run, when there were several. */
  runs?: number[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** The run whose performance score is the median: one busy moment on the machine does not decide. */
function medianRun(runs: LighthouseScores[]): LighthouseScores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)], runs: runs.map((run) => run.performance) };
}

/** A page to measure; `cookie` measures it signed in (sent with every request of the run). */
export interface LighthousePage {
  url: string;
  cookie?: string;
}

/**
 * Lighthouse's default (mobile, simulated throttling) runs of each URL in Debian's Chromium:
 * `times` runs per URL, reporting the median one.
 */
export async function runLighthouse(
  pages: LighthousePage[],
  chromePath: string,
  times = 3,
): Promise<LighthouseScores[]> {
  const chrome = await launch({
    chromePath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const results: LighthouseScores[] = [];
    for (const page of pages) {
      const runs: LighthouseScores[] = [];
      for (let attempt = 0; attempt < times; attempt += 1) {
        runs.push(await measure(page, chrome.port));
      }
      results.push(medianRun(runs));
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

async function measure({ url, cookie }: LighthousePage, port: number): Promise<LighthouseScores> {
  const run = await lighthouse(url, {
    port,
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = run.lhr;
  return {
    url,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    firstContentfulPaintMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    largestContentfulPaintMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cumulativeLayoutShift: Number(
      (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    ),
    failedAccessibilityAudits: (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}
