import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoplay } from './use-autoplay';

describe('useAutoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves to the next slide every 2500 ms, counting down the seconds', () => {
    const { result } = renderHook(() => useAutoplay(3));
    expect(result.current.index).toBe(0);
    expect(result.current.secondsLeft).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(2);
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
  });

  it('stands still while paused', () => {
    const { result } = renderHook(() => useAutoplay(3));
    act(() => result.current.togglePause());
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.index).toBe(0);
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
  });
});
