import { useCallback, useEffect, useState } from 'react';

export const TESTIMONIAL_INTERVAL_MS = 2500;
const TICK_MS = 100;

export interface Autoplay {
  index: number;
  /** Whole seconds until the next slide (the countdown shown beside the slider). */
  secondsLeft: number;
  paused: boolean;
  next(): void;
  previous(): void;
  togglePause(): void;
}

/** Moves through `count` slides every `intervalMs`, with a countdown; pausable for reading. */
export function useAutoplay(count: number, intervalMs = TESTIMONIAL_INTERVAL_MS): Autoplay {
  const [index, setIndex] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => {
      setElapsed((value) => value + TICK_MS);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  useEffect(() => {
    if (elapsed < intervalMs) return;
    setElapsed(0);
    setIndex((value) => (value + 1) % Math.max(count, 1));
  }, [elapsed, intervalMs, count]);

  const go = useCallback(
    (step: number) => {
      setElapsed(0);
      setIndex((value) => (value + step + count) % Math.max(count, 1));
    },
    [count],
  );

  return {
    index: count ? index % count : 0,
    secondsLeft: Math.max(0, Math.ceil((intervalMs - elapsed) / 1000)),
    paused,
    next: () => go(1),
    previous: () => go(-1),
    togglePause: () => setPaused((value) => !value),
  };
}
