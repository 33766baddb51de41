import type { LessonViewWire, StandingWire } from '@classroom/http-contract';

type Rule = LessonViewWire['rule'];

function attemptsText(standing: StandingWire): string {
  if (standing.attemptsLeft === null) return 'unlimited attempts';
  return standing.attemptsLeft === 1 ? '1 attempt left' : `${standing.attemptsLeft} attempts left`;
}

/** The lesson's completion rule, as the server enforces it. */
export function ruleText(rule: Rule): string {
  switch (rule.kind) {
    case 'watch':
      return `Watch ${rule.percent}% to complete`;
    case 'pass':
      return `Score ${rule.passMark}% or more to pass`;
    case 'confirm':
      return "Watch it, then choose 'Complete and continue'";
    case 'mark':
      return "Read it, then choose 'Complete and continue'";
  }
}

/** The rule and where the student stands toward it: 'Watch 90% to complete — 63% so far'. */
export function standingText(rule: Rule, standing: StandingWire): string {
  const statement = ruleText(rule);
  if (standing.status === 'completed') return `${statement} — completed`;
  switch (rule.kind) {
    case 'watch':
      return `${statement} — ${standing.watchedPercent}% so far`;
    case 'pass': {
      const best = standing.bestScore === null ? 'no attempt yet' : `best ${standing.bestScore}%`;
      return `${statement} — ${best}, ${attemptsText(standing)}`;
    }
    case 'confirm':
    case 'mark':
      return statement;
  }
}

/** Whether 'Complete' would be accepted now: the server checks the same rule. */
export function ruleMet(rule: Rule, standing: StandingWire): boolean {
  switch (rule.kind) {
    case 'watch':
      return standing.watchedPercent >= rule.percent;
    case 'pass':
      return standing.bestScore !== null && standing.bestScore >= rule.passMark;
    case 'confirm':
    case 'mark':
      return true;
  }
}
