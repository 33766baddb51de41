import { describe, expect, it } from 'vitest';
import { WatchTracker } from './watch-tracker';

/** Plays from `from` to `to` in real time, a time update every `step` seconds. */
function play(tracker: WatchTracker, from: number, to: number, step = 0.25, wallStart = from) {
  const reports = [];
  for (let time = from; time <= to + 1e-9; time += step) {
    const at = Math.round(time * 100) / 100;
    const report = tracker.played(at, wallStart + (at - from));
    if (report) reports.push(report);
  }
  return reports;
}

describe('WatchTracker', () => {
  it('reports every five seconds played in a row', () => {
    const tracker = new WatchTracker(60);
    expect(play(tracker, 0, 11)).toEqual([
      { from: 0, to: 5, position: 5 },
      { from: 5, to: 10, position: 10 },
    ]);
    expect(tracker.flush()).toEqual({ from: 10, to: 11, position: 11 });
    expect(tracker.flush()).toBeNull();
  });

  it('treats a jump ahead faster than the wall clock allows as a seek', () => {
    const tracker = new WatchTracker(60);
    play(tracker, 0, 3);
    expect(tracker.played(30.4, 3.25)).toEqual({ from: 0, to: 3, position: 3 });
    expect(play(tracker, 30.5, 36.2, 0.25, 3.35)).toEqual([{ from: 31, to: 36, position: 36 }]);
  });

  it('counts playback whose time updates come late on a busy page', () => {
    const tracker = new WatchTracker(60);
    tracker.playing(0, 100);
    expect(tracker.played(4, 104)).toBeNull();
    expect(tracker.played(8, 108)).toEqual({ from: 0, to: 8, position: 8 });
  });

  it('treats a jump backwards as a seek', () => {
    const tracker = new WatchTracker(60);
    play(tracker, 10, 14);
    expect(tracker.seeked(2, 14)).toEqual({ from: 10, to: 14, position: 14 });
    expect(play(tracker, 2, 4, 0.25, 14)).toEqual([]);
    expect(tracker.flush()).toEqual({ from: 2, to: 4, position: 4 });
  });

  it('counts the last partial second at the end, never past the duration', () => {
    const tracker = new WatchTracker(4);
    play(tracker, 0, 3.96, 0.33);
    expect(tracker.flush(true)).toEqual({ from: 0, to: 4, position: 3.96 });
    const longer = new WatchTracker(3);
    play(longer, 0, 3.5);
    expect(longer.flush(true)).toEqual({ from: 0, to: 3, position: 3 });
  });

  it('reports nothing for less than a whole second', () => {
    const tracker = new WatchTracker(60);
    play(tracker, 7, 7.75);
    expect(tracker.flush()).toBeNull();
  });

  it('counts from the second playback starts at, so a whole video can be watched', () => {
    const tracker = new WatchTracker(6);
    tracker.playing(0, 0);
    const reports = play(tracker, 0.26, 6, 0.25, 0.26);
    expect(reports).toEqual([{ from: 0, to: 5, position: 5.01 }]);
    expect(tracker.flush(true)).toEqual({ from: 5, to: 6, position: 5.76 });
  });

  it('keeps the run going across a pause', () => {
    const tracker = new WatchTracker(60);
    tracker.playing(0, 0);
    play(tracker, 0.25, 3.5, 0.25, 0.25);
    expect(tracker.flush()).toEqual({ from: 0, to: 3, position: 3.5 });
    tracker.playing(3.5, 20);
    play(tracker, 3.75, 4.5, 0.25, 20.25);
    expect(tracker.flush()).toEqual({ from: 3, to: 4, position: 4.5 });
  });
});
