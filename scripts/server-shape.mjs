#!/usr/bin/env node
// Prints the shape of the server (issue 12's measures): for every folder of features/ and domain/,
// its files and lines (tests apart), the depth of its longest chain of imports inside the folder,
// and the server's longest functions. Usage: node scripts/server-shape.mjs [--top N]
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const src = path.resolve(import.meta.dirname, '../apps/server/src');
const top = Number(process.argv[process.argv.indexOf('--top') + 1]) || 5;

function filesOf(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join(dir, name));
}

const isTest = (file) => file.endsWith('.test.ts');
const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The relative imports of a file that stay inside `dir`. */
function localImports(file, dir) {
  const text = fs.readFileSync(file, 'utf8');
  const targets = [...text.matchAll(/from '(\.[^']+)'/g)].map((m) => path.resolve(path.dirname(file), m[1]));
  return targets.filter((target) => target.startsWith(dir + path.sep) && fs.existsSync(target));
}

/** The number of files on the longest chain of imports inside a folder (1 = nobody imports a sibling). */
function importDepth(files, dir) {
  const memo = new Map();
  const depth = (file, seen) => {
    if (memo.has(file)) return memo.get(file);
    if (seen.has(file)) return 0;
    seen.add(file);
    const below = localImports(file, dir).map((next) => depth(next, seen));
    seen.delete(file);
    const value = 1 + Math.max(0, ...below);
    memo.set(file, value);
    return value;
  };
  return Math.max(0, ...files.map((file) => depth(file, new Set())));
}

/** Every function of a file with its line count (declarations, methods, arrows and expressions). */
function functionsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      let name = node.name?.getText(source);
      if (!name && ts.isVariableDeclaration(node.parent)) name = node.parent.name.getText(source);
      found.push({
        file: path.relative(src, file),
        line: start + 1,
        lines: end - start + 1,
        name: name ?? '(anonymous)',
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const rows = [];
for (const layer of ['features', 'domain']) {
  for (const entry of fs.readdirSync(path.join(src, layer), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(src, layer, entry.name);
    const files = filesOf(dir);
    const code = files.filter((file) => !isTest(file));
    const lines = code.reduce((sum, file) => sum + lineCount(fs.readFileSync(file, 'utf8')), 0);
    rows.push({
      folder: `${layer}/${entry.name}`,
      files: code.length,
      tests: files.length - code.length,
      lines,
      depth: importDepth(code, dir),
    });
  }
}
rows.sort((a, b) => b.lines - a.lines);
console.log('folder'.padEnd(28), 'files', 'tests', 'lines', 'depth');
for (const row of rows) {
  console.log(
    row.folder.padEnd(28),
    String(row.files).padStart(5),
    String(row.tests).padStart(5),
    String(row.lines).padStart(5),
    String(row.depth).padStart(5),
  );
}
const serverCode = filesOf(src).filter((file) => !isTest(file));
// Migrations are one schema each and test/ holds fixtures: neither is the code a reader follows.
const functions = serverCode
  .filter((file) => !file.includes(`${path.sep}migrations${path.sep}`) && !file.includes(`${path.sep}test${path.sep}`))
  .flatMap(functionsOf)
  .filter((fn) => !fn.name.startsWith('(') || fn.lines > 1)
  .sort((a, b) => b.lines - a.lines);
const total = serverCode.reduce((sum, file) => sum + lineCount(fs.readFileSync(file, 'utf8')), 0);
console.log(
  `\nserver: ${serverCode.length} files, ${total} lines (tests apart); largest folder ${rows[0].folder} (${rows[0].lines})`,
);
console.log(`longest functions outside migrations and test fixtures (a route plugin's body counts as one):`);
for (const fn of functions.slice(0, top)) {
  console.log(`  ${String(fn.lines).padStart(4)} lines  ${fn.name}  ${fn.file}:${fn.line}`);
}
