import { useEffect, useState } from 'react';

export const TESTIMONIAL_INTERVAL_MS = 2500;
const TICK_MS = 250;

export interface Autoplay {
  index: number;
  /** Whole seconds until the next slide (the countdown shown beside the slider). */
  secondsLeft: number;
  paused: boolean;
  next(): void;
  previous(): void;
  togglePause(): void;
}

interface Position {
  index: number;
  elapsed: number;
}

/** Moves through `count` slides every `intervalMs`, with a countdown; pausable for reading. */
export function useAutoplay(count: number, intervalMs = TESTIMONIAL_INTERVAL_MS): Autoplay {
  const [position, setPosition] = useState<Position>({ index: 0, elapsed: 0 });
  const [paused, setPaused] = useState(false);
  const slides = Math.max(count, 1);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => {
      setPosition(({ index, elapsed }) =>
        elapsed + TICK_MS >= intervalMs
          ? { index: (index + 1) % slides, elapsed: 0 }
          : { index, elapsed: elapsed + TICK_MS },
      );
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [paused, count, slides, intervalMs]);

  const go = (step: number) =>
    setPosition(({ index }) => ({ index: (index + step + slides) % slides, elapsed: 0 }));

  return {
    index: position.index % slides,
    secondsLeft: Math.max(0, Math.ceil((intervalMs - position.elapsed) / 1000)),
    paused,
    next: () => go(1),
    previous: () => go(-1),
    togglePause: () => setPaused((value) => !value),
  };
}
