import { readFile, writeFile } from 'node:fs/promises';

export interface WindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 820, maximized: false };

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The remembered window bounds, kept only when they still fit on a connected display (a
 * monitor may have been unplugged since).
 */
export function restoreWindowState(saved: unknown, displays: readonly Area[]): WindowState {
  if (!saved || typeof saved !== 'object') return DEFAULT_WINDOW_STATE;
  const { x, y, width, height, maximized } = saved as Record<string, unknown>;
  if (!isNumber(width) || !isNumber(height) || width < 400 || height < 300) {
    return DEFAULT_WINDOW_STATE;
  }
  const state: WindowState = { width, height, maximized: maximized === true };
  if (isNumber(x) && isNumber(y)) {
    const visible = displays.some(
      (area) =>
        x >= area.x &&
        y >= area.y &&
        x + Math.min(width, 200) <= area.x + area.width &&
        y + Math.min(height, 100) <= area.y + area.height,
    );
    if (visible) Object.assign(state, { x, y });
  }
  return state;
}

export async function readWindowState(
  file: string,
  displays: readonly Area[],
): Promise<WindowState> {
  try {
    return restoreWindowState(JSON.parse(await readFile(file, 'utf8')), displays);
  } catch {
    return DEFAULT_WINDOW_STATE;
  }
}

export async function writeWindowState(file: string, state: WindowState): Promise<void> {
  await writeFile(file, JSON.stringify(state), { mode: 0o600 });
}
