// Reads vitest's JSON reports, prints "N passed, N failed" over all of them and fails when
// nothing ran or a report is missing.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const path of process.argv.slice(2)) {
  if (!existsSync(path)) {
    console.error(`No test report at ${path}.`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const files = report.testResults ?? [];
  // A file that failed without a failing test (an import error, a crashed hook) counts as one.
  const brokenFiles = files.filter(
    (file) =>
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + brokenFiles;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0) {
  console.error('No test ran: check the projects in vitest.workspace.ts.');
  process.exit(1);
}
if (failed > 0) process.exit(1);
