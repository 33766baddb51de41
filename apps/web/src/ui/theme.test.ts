import { afterEach, describe, expect, it, vi } from 'vitest';

/** The theme as a page would load it, with the system's motion preference given. */
async function themeWhenSystemAsksFor(preference: 'reduce' | 'no-preference') {
  vi.resetModules();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === `(prefers-reduced-motion: ${preference})`,
        media: query,
      }) as MediaQueryList,
  );
  return (await import('./theme')).theme;
}

describe('the theme', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("turns antd's motion off for a person who asked for reduced motion", async () => {
    expect((await themeWhenSystemAsksFor('reduce')).token?.motion).toBe(false);
  });

  it('keeps the motion for everyone else', async () => {
    expect((await themeWhenSystemAsksFor('no-preference')).token?.motion).toBe(true);
  });
});
