#!/usr/bin/env node
// Merges a translation fragment into apps/web/public/i18n/<lng>.json (the public strings) and
// apps/web/public/i18n/admin/<lng>.json (the back office's): a top-level key goes where it already
// is, a new one to the public file unless --admin is given.
// Usage: node scripts/i18n-merge.mjs fragment.json [--admin]
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
const newKeysToAdmin = process.argv.includes('--admin');
for (const lng of languages) {
  const files = { public: join(root, `${lng}.json`), admin: join(root, 'admin', `${lng}.json`) };
  const current = {
    public: JSON.parse(readFileSync(files.public, 'utf8')),
    admin: JSON.parse(readFileSync(files.admin, 'utf8')),
  };
  for (const [key, value] of Object.entries(fragment[lng])) {
    const area = key in current.admin || (newKeysToAdmin && !(key in current.public)) ? 'admin' : 'public';
    merge(current[area], { [key]: value });
  }
  for (const area of ['public', 'admin']) {
    writeFileSync(files[area], `${JSON.stringify(current[area], null, 2)}\n`);
  }
}
console.log(`merged ${fragmentPath} into ${languages.length} languages`);
