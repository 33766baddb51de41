/** The seconds `[from, to)` watched since the previous report, and where the video is now. */
export interface WatchReport {
  from: number;
  to: number;
  position: number;
}

/** A jump larger than this between two time updates is a seek, not playback. */
const MAX_PLAYBACK_STEP = 3;

/**
 * Turns the video's time updates into heartbeats. Only seconds played in a row count: a seek
 * closes the run and reports it, and the next run starts at the first whole second after the
 * new position. Reports come every `reportEvery` seconds of playback, and on pause, seek and end.
 */
export class WatchTracker {
  private start: number | null = null;
  private last = 0;

  constructor(
    private readonly durationSeconds: number,
    private readonly reportEvery = 5,
  ) {}

  /** Playback starts or resumes here: a run not yet begun begins at this very second. */
  playing(time: number): void {
    if (this.start !== null) return;
    this.start = Math.floor(time);
    this.last = time;
  }

  /** A time update while playing. Answers a report once enough has been watched. */
  played(time: number): WatchReport | null {
    if (this.start === null) return this.restartAt(time);
    const step = time - this.last;
    if (step < 0 || step > MAX_PLAYBACK_STEP) return this.seeked(time);
    this.last = time;
    return Math.floor(time) - this.start >= this.reportEvery ? this.flush() : null;
  }

  /** The student moved the playhead: what ran before is reported, a new run starts there. */
  seeked(time: number): WatchReport | null {
    const report = this.flush();
    this.restartAt(time);
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

  private restartAt(time: number): null {
    this.start = Math.ceil(time);
    this.last = time;
    return null;
  }
}
