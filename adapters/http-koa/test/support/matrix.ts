import { readFileSync } from 'node:fs';

export const CALLERS = [
  'anonymous',
  'student',
  'applicant',
  'instructor',
  'other instructor',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];

export interface MatrixRow {
  route: string;
  target: string;
  expected: Record<Caller, number>;
}

/** Reads the authorization matrix of docs/api.md (between its markers). */
export function readMatrix(file: string): MatrixRow[] {
  const text = readFileSync(file, 'utf8');
  const block = /<!-- matrix:start -->([\s\S]*?)<!-- matrix:end -->/.exec(text)?.[1];
  if (!block) throw new Error(`No authorization matrix in ${file}`);
  const lines = block
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('|'));
  const header = cells(lines[0]!);
  if (header.slice(2).join(',') !== CALLERS.join(',')) {
    throw new Error(`Unexpected matrix columns: ${header.join(', ')}`);
  }
  return lines.slice(2).map((line) => {
    const [route, target, ...statuses] = cells(line);
    const expected = Object.fromEntries(
      CALLERS.map((caller, index) => [caller, Number(statuses[index])]),
    ) as Record<Caller, number>;
    return { route: route!, target: target!, expected };
  });
}

function cells(line: string): string[] {
  return line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
}
