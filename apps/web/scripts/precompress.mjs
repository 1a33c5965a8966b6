// After `vite build` (or on the folder given as argument): writes a brotli (quality 11) and a gzip (level 9) copy beside every text file
// of dist/ of 1 KiB or more, so the server sends them as they are (@fastify/static preCompressed)
// instead of compressing on every request (decision 028). Prints what it saved.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
const compressible = /\.(js|mjs|css|html|json|svg|txt|webmanifest|map)$/;
const minBytes = 1024;

function walk(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

let files = 0;
let raw = 0;
let brotli = 0;
for (const file of walk(dist)) {
  if (!compressible.test(file)) {
    continue;
  }
  const bytes = fs.readFileSync(file);
  if (bytes.length < minBytes) {
    continue;
  }
  const br = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = zlib.gzipSync(bytes, { level: 9 });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  files += 1;
  raw += bytes.length;
  brotli += br.length;
}
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`precompress: ${files} files, ${kib(raw)} → ${kib(brotli)} with brotli (and a gzip copy each)`);
