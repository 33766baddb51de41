// Reads vitest's JSON report, prints "N passed, N failed" and fails when nothing ran.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const files = report.testResults ?? [];
// A file that failed without a failing test (an import error, a crashed hook) counts as one.
const brokenFiles = files.filter(
  (file) =>
    file.status === 'failed' &&
    !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
).length;
const passed = report.numPassedTests ?? 0;
const failed = (report.numFailedTests ?? 0) + brokenFiles;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0) {
  console.error('No test ran: check the projects in vitest.workspace.ts.');
  process.exit(1);
}
if (failed > 0) process.exit(1);
