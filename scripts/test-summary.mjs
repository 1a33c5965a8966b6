// Prints one closing line "tests: N passed, N failed, N skipped" from the Vitest and Playwright JSON reports.
import fs from 'node:fs';

/** Terminal colour codes, dropped from failure messages. */
const colourCodes = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

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
      if (test.status === 'failed') {
        failedNames.push(`vitest ${file.name}: ${test.fullName}${why(test.failureMessages?.[0])}`);
      }
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

/** The first lines of a failure's message (colour codes dropped), indented under its name. */
function why(message) {
  if (typeof message !== 'string' || message === '') return '';
  const all = message
    .replace(colourCodes, '')
    .split('\n')
    .filter((line) => line.trim() !== '');
  // The message, and the first stack frame (where it was thrown).
  const firstFrame = all.findIndex((line) => /^\s*at /.test(line));
  const lines = firstFrame === -1 ? all : all.slice(0, firstFrame + 1);
  return `\n    ${lines.slice(0, 6).join('\n    ')}`;
}

function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results?.at(-1)?.error?.message;
          failedNames.push(`playwright ${[...path, spec.title].join(' › ')} (${test.status})${why(error)}`);
        }
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}
