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
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Lighthouse's default (mobile, simulated throttling) run of each URL in Debian's Chromium. */
export async function runLighthouse(
  urls: string[],
  chromePath: string,
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
    for (const url of urls) {
      const run = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = run.lhr;
      results.push({
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
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
