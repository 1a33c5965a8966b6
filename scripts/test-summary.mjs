// Prints one closing line "tests: N passed, N failed, N skipped" from the Vitest and Playwright JSON reports.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
/** Named at the end, so the last lines of a CI log say what failed. */
const failedNames = [];
const [vitestFile, playwrightFile] = process.argv.slice(2);

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const vitest = read(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  for (const file of vitest.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failedNames.push(`vitest ${file.name}: ${test.fullName}`);
    }
  }
} else {
  console.error(`No Vitest report at ${vitestFile}`);
  failed += 1;
}
const playwright = read(playwrightFile);
if (playwright?.stats) {
  passed += playwright.stats.expected ?? 0;
  failed += (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0);
  skipped += playwright.stats.skipped ?? 0;
  collectPlaywrightFailures(playwright.suites ?? [], []);
} else {
  console.error(`No Playwright report at ${playwrightFile}`);
  failed += 1;
}
for (const name of failedNames) console.log(`failed: ${name}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);

function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          failedNames.push(`playwright ${[...path, spec.title].join(' › ')} (${test.status})`);
        }
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}
