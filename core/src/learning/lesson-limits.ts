// Lesson limits, declared once: the core checks them and the wire contract (which the UI
// bundles) builds its schemas from them. Pure constants, so any package may import them.
/**
 * A heartbeat may claim at most this many seconds of video per second of wall time since the
 * previous one: the player's fastest speed, which the player offers and counts with.
 */
export const MAX_PLAYBACK_RATE = 2;

export const LESSON_LIMITS = {
  title: 200,
  assetId: 100,
  fileName: 200,
  markdown: 50_000,
  maxDurationSeconds: 24 * 60 * 60,
  maxQuestions: 100,
  minOptions: 2,
  maxOptions: 10,
  prompt: 1000,
  optionText: 500,
  maxAttempts: 100,
} as const;
