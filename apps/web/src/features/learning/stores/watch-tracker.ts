// The fastest speed the player offers: the media moves at most this much per wall second.
import { MAX_PLAYBACK_RATE } from '@classroom/http-contract';

/** The seconds `[from, to)` watched since the previous report, and where the video is now. */
export interface WatchReport {
  from: number;
  to: number;
  position: number;
}

/** Leeway for the clocks of the media and the page, in seconds. */
const LEEWAY = 1;

/**
 * Turns the video's time updates into heartbeats. Only seconds played in a row count: a seek
 * closes the run and reports it, and the next run starts at the first whole second after the
 * new position. A time update further on than the wall time since the previous one allows is
 * a seek too (browsers send the new position before 'seeked'); a slow page whose updates come
 * late still counts what played. Reports come every `reportEvery` seconds of playback, and on
 * pause, seek and end. Times are in seconds; `wall` is any clock that moves with real time.
 */
export class WatchTracker {
  private start: number | null = null;
  private last = 0;
  private lastWall = 0;

  constructor(
    private readonly durationSeconds: number,
    private readonly reportEvery = 5,
  ) {}

  /** Playback starts or resumes here: a run not yet begun begins at this very second. */
  playing(time: number, wall: number): void {
    this.lastWall = wall;
    if (this.start !== null) return;
    this.start = Math.floor(time);
    this.last = time;
  }

  /** A time update while playing. Answers a report once enough has been watched. */
  played(time: number, wall: number): WatchReport | null {
    if (this.start === null) return this.restartAt(time, wall);
    const step = time - this.last;
    const possible = (wall - this.lastWall) * MAX_PLAYBACK_RATE + LEEWAY;
    if (step < 0 || step > possible) return this.seeked(time, wall);
    this.last = time;
    this.lastWall = wall;
    return Math.floor(time) - this.start >= this.reportEvery ? this.flush() : null;
  }

  /** The student moved the playhead: what ran before is reported, a new run starts there. */
  seeked(time: number, wall: number): WatchReport | null {
    const report = this.flush();
    this.restartAt(time, wall);
    return report;
  }

  /** What is watched and not yet reported; at the end, the last partial second counts too. */
  flush(ended = false): WatchReport | null {
    if (this.start === null) return null;
    const end = Math.min(
      this.durationSeconds,
      ended ? Math.ceil(this.last) : Math.floor(this.last),
    );
    if (end <= this.start) return null;
    const report = {
      from: this.start,
      to: end,
      position: Math.min(this.last, this.durationSeconds),
    };
    this.start = end;
    return report;
  }

  private restartAt(time: number, wall: number): null {
    this.start = Math.ceil(time);
    this.last = time;
    this.lastWall = wall;
    return null;
  }
}
