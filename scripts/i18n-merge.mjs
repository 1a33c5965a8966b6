#!/usr/bin/env node
// Merges a translation fragment into apps/web/public/i18n/<lng>.json.
// Usage: node scripts/i18n-merge.mjs fragment.json
// The fragment is { "es": {...}, "cat": {...}, "eu": {...}, "ga": {...}, "en": {...} }; nested keys
// are merged (new keys added, existing ones replaced). Every language must be present.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const languages = ['es', 'cat', 'eu', 'ga', 'en'];
const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'public', 'i18n');

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const fragmentPath = process.argv[2];
if (!fragmentPath) {
  console.error('usage: node scripts/i18n-merge.mjs fragment.json');
  process.exit(2);
}
const fragment = JSON.parse(readFileSync(fragmentPath, 'utf8'));
const missing = languages.filter((lng) => !fragment[lng]);
if (missing.length > 0) {
  console.error(`fragment lacks: ${missing.join(', ')}`);
  process.exit(2);
}
for (const lng of languages) {
  const file = join(root, `${lng}.json`);
  const current = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify(merge(current, fragment[lng]), null, 2)}\n`);
}
console.log(`merged ${fragmentPath} into ${languages.length} languages`);
