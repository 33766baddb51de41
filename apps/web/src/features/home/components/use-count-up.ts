import { useEffect, useState } from 'react';

/** Counts from 0 to `target` over `durationMs` while `active`; back to 0 when inactive. */
export function useCountUp(target: number, active: boolean, durationMs = 1500): number {
  const [value, setValue] = useState(0);
  // Going inactive resets the count during render (not in an effect), so the next run starts at 0.
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (!active) setValue(0);
  }
  useEffect(() => {
    if (!active) return;
    const started = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - started) / durationMs);
      setValue(Math.round(target * progress));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, active, durationMs]);
  return value;
}
