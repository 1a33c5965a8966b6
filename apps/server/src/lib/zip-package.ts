import { unzipSync, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** Guards against zip bombs: entries per package and declared uncompressed bytes of all of them. */
export const zipLimits = { maxEntries: 10_000, maxTotalBytes: 512 * 1024 * 1024 } as const;

export type ZipEntry = { name: string; data: Uint8Array };

/** Zip entries carry no date of the original: every entry gets this one (the DOS epoch). */
const neutralDate = new Date(1980, 0, 1);

/**
 * Every entry of a zip file, in the order of its central directory. Throws on anything that is not
 * a whole zip: no end record, a compression other than stored/deflate, data that does not inflate,
 * a name used twice, or more than `zipLimits` allow (each entry is inflated into a buffer of its
 * declared size, so a lying header cannot grow memory past the total checked here).
 */
export function readZip(bytes: Uint8Array): ZipEntry[] {
  const names: string[] = [];
  const seen = new Set<string>();
  let total = 0;
  const files = unzipSync(bytes, {
    filter: (file) => {
      total += file.originalSize;
      if (names.length >= zipLimits.maxEntries || total > zipLimits.maxTotalBytes) {
        throw new Error('zip package too large once inflated');
      }
      if (seen.has(file.name)) {
        throw new Error(`zip entry named twice: ${file.name}`);
      }
      seen.add(file.name);
      names.push(file.name);
      return true;
    },
  });
  return names.map((name) => {
    const data = files[name];
    if (data === undefined) {
      throw new Error(`zip entry not read: ${name}`);
    }
    return { name, data };
  });
}

/** Whether some bytes start like a zip file (a local file header). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * Writes a new zip with exactly these entries in this order: deflated, except the names in
 * `stored` (OpenDocument's `mimetype` must be stored); no comments, extra fields (owner ids,
 * timestamps) or dates of the original survive.
 */
export function writeZip(entries: readonly ZipEntry[], stored: readonly string[] = []): Buffer {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error !== null) {
      failure = error;
      return;
    }
    chunks.push(chunk);
  });
  for (const { name, data } of entries) {
    const file = stored.includes(name) ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    file.mtime = neutralDate;
    zip.add(file);
    file.push(data, true);
  }
  zip.end();
  if (failure !== null) {
    throw failure;
  }
  return Buffer.concat(chunks);
}
