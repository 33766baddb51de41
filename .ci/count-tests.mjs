// Reads vitest's JSON reports, names every failed test with the line it failed at, prints
// "N passed, N failed" over all of them and fails when nothing ran or a report is missing. The
// names come last because only the end of a long log is usually read; before them, what the
// browser saw go wrong in a failed browser test.
import { existsSync, readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';

const BROWSER_NOTES = 'test-results/web-e2e/failures.txt';
const FILE_TIMES = 'test-results/file-times.json';

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
      const message = test.failureMessages?.[0];
      failures.push(
        `${path}: ${where}${lineIn(message, where)} > ${test.fullName}: ${firstLine(message)}`,
      );
    }
  }
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
printSlowestFiles();
if (failures.length > 0 && existsSync(BROWSER_NOTES)) {
  const notes = readFileSync(BROWSER_NOTES, 'utf8').trimEnd().split('\n').slice(-60);
  console.log(`What the browser saw in the failed browser tests:\n${notes.join('\n')}`);
}
if (failures.length > 0) console.log(`Failed:\n${failures.map((line) => `- ${line}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0) {
  console.error('No test ran: check the projects in vitest.workspace.ts.');
  process.exit(1);
}
if (failed > 0) process.exit(1);

/** The ten slowest test files and each project's total, from the file-times reporter. */
function printSlowestFiles() {
  if (!existsSync(FILE_TIMES)) return;
  const files = JSON.parse(readFileSync(FILE_TIMES, 'utf8'));
  const seconds = (value) => `${value.toFixed(1).padStart(7)} s`;
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
  console.log('The ten slowest test files:');
  for (const file of slowest)
    console.log(`${seconds(file.seconds)}  ${file.project}  ${file.file}`);
  const projects = new Map();
  for (const file of files)
    projects.set(file.project, (projects.get(file.project) ?? 0) + file.seconds);
  const total = files.reduce((sum, file) => sum + file.seconds, 0);
  console.log(`All ${files.length} test files: ${total.toFixed(0)} s of test time, by project:`);
  for (const [project, time] of [...projects].sort((a, b) => b[1] - a[1]))
    console.log(`${seconds(time)}  ${project}`);
}

function firstLine(text) {
  return String(text ?? 'no message')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300);
}

/** ":199:13", the test file's line in the failure's stack, when it names one. */
function lineIn(text, file) {
  const name = basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = String(text ?? '').match(new RegExp(`${name}:(\\d+):(\\d+)`));
  return match ? `:${match[1]}:${match[2]}` : '';
}
