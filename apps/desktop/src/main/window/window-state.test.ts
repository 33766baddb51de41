import { describe, expect, it } from 'vitest';
import { DEFAULT_WINDOW_STATE, restoreWindowState } from './window-state';

const screen = [{ x: 0, y: 0, width: 1920, height: 1080 }];

describe('the remembered window state', () => {
  it('comes back where it was on a connected display', () => {
    expect(
      restoreWindowState({ x: 100, y: 80, width: 1200, height: 800, maximized: true }, screen),
    ).toEqual({
      x: 100,
      y: 80,
      width: 1200,
      height: 800,
      maximized: true,
    });
  });

  it('keeps the size but lets the system place a window whose display is gone', () => {
    expect(restoreWindowState({ x: 3000, y: 80, width: 1200, height: 800 }, screen)).toEqual({
      width: 1200,
      height: 800,
      maximized: false,
    });
  });

  it('falls back to the default for a broken or tiny record', () => {
    for (const saved of [null, 'x', { width: 'big' }, { width: 100, height: 50 }]) {
      expect(restoreWindowState(saved, screen)).toEqual(DEFAULT_WINDOW_STATE);
    }
  });
});
