// A vitest reporter that writes how long each test file took, from its start to its end
// (environment, import, setup, tests and hooks), to test-results/file-times.json, for
// count-tests.mjs to print the slowest.
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class FileTimes {
  onTestRunEnd(testModules) {
    const files = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      const ms =
        diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.collectDuration +
        diagnostic.setupDuration +
        diagnostic.duration;
      return {
        file: relative(process.cwd(), module.moduleId),
        project: module.project.name,
        seconds: Math.round(ms / 100) / 10,
      };
    });
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/file-times.json', `${JSON.stringify(files, null, 1)}\n`);
  }
}
