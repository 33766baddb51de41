// Reads vitest's JSON reports, names every failed test, prints "N passed, N failed" over all
// of them and fails when nothing ran or a report is missing. The names come last because
// only the end of a long log is usually read.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const path of process.argv.slice(2)) {
  if (!existsSync(path)) {
    console.error(`No test report at ${path}.`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const files = report.testResults ?? [];
  for (const file of files) {
    const where = relative(process.cwd(), file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed without a failing test (an import error, a crashed hook) counts as one.
    if (file.status === 'failed' && failedTests.length === 0) {
      failed += 1;
      failures.push(`${path}: ${where}: ${firstLine(file.message)}`);
    }
    for (const test of failedTests) {
      failures.push(
        `${path}: ${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
    }
  }
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (failures.length > 0) console.log(`Failed:\n${failures.map((line) => `- ${line}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0) {
  console.error('No test ran: check the projects in vitest.workspace.ts.');
  process.exit(1);
}
if (failed > 0) process.exit(1);

function firstLine(text) {
  return String(text ?? 'no message')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300);
}
