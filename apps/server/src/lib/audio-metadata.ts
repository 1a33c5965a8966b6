/** How far into the audio (after the tags) the first MPEG frame must start. */
const maxLeadingJunk = 64 * 1024;

function ascii(bytes: Buffer, start: number, length: number): string {
  return start < 0 ? '' : bytes.toString('latin1', start, start + length);
}

/** An ID3v2 "syncsafe" size: four bytes of seven bits each. */
function syncsafeSize(bytes: Buffer, at: number): number {
  const parts = [0, 1, 2, 3].map((i) => bytes[at + i] ?? 0xff);
  if (parts.some((part) => part > 0x7f)) {
    throw new Error('ID3v2 size is not syncsafe');
  }
  return parts.reduce((size, part) => size * 128 + part, 0);
}

/** Length of the tag that ends the audio at `end` (ID3v1, Enhanced TAG, APEv2, Lyrics3v2, appended ID3v2), or 0. */
function trailingTagLength(bytes: Buffer, start: number, end: number): number {
  const available = end - start;
  if (available >= 128 && ascii(bytes, end - 128, 3) === 'TAG') {
    return available >= 355 && ascii(bytes, end - 355, 4) === 'TAG+' ? 355 : 128;
  }
  if (available >= 32 && ascii(bytes, end - 32, 8) === 'APETAGEX') {
    const size = bytes.readUInt32LE(end - 32 + 12);
    const hasHeader = (bytes.readUInt32LE(end - 32 + 20) & 0x80000000) !== 0;
    return size + (hasHeader ? 32 : 0);
  }
  if (available >= 15 && ascii(bytes, end - 9, 9) === 'LYRICS200') {
    const size = Number.parseInt(ascii(bytes, end - 15, 6), 10);
    if (!Number.isInteger(size) || ascii(bytes, end - 15 - size, 11) !== 'LYRICSBEGIN') {
      throw new Error('damaged Lyrics3 tag');
    }
    return size + 15;
  }
  if (available >= 10 && ascii(bytes, end - 10, 3) === '3DI') {
    return syncsafeSize(bytes, end - 4) + 20;
  }
  return 0;
}

/**
 * The MPEG audio of an MP3 without its tags: every ID3v2 tag in front (artist, title, pictures,
 * comments, encoder, user fields), and ID3v1/Enhanced TAG, APEv2, Lyrics3 and appended ID3v2
 * tags at the end. Throws when a tag claims more bytes than the file has or no MPEG frame follows.
 */
export function stripMp3(bytes: Buffer): Buffer {
  let start = 0;
  while (bytes.length - start >= 10 && ascii(bytes, start, 3) === 'ID3') {
    const hasFooter = ((bytes[start + 5] ?? 0) & 0x10) !== 0;
    start += 10 + syncsafeSize(bytes, start + 6) + (hasFooter ? 10 : 0);
    if (start > bytes.length) {
      throw new Error('ID3v2 tag longer than the file');
    }
  }
  let end = bytes.length;
  for (let length = trailingTagLength(bytes, start, end); length > 0; length = trailingTagLength(bytes, start, end)) {
    if (length > end - start) {
      throw new Error('trailing tag longer than the file');
    }
    end -= length;
  }
  const audio = bytes.subarray(start, end);
  const limit = Math.min(audio.length - 1, maxLeadingJunk);
  let synced = false;
  for (let i = 0; i < limit && !synced; i++) {
    synced = audio[i] === 0xff && ((audio[i + 1] ?? 0) & 0xe0) === 0xe0;
  }
  if (!synced) {
    throw new Error('no MPEG audio frame');
  }
  return Buffer.from(audio);
}

/** RIFF chunks a WAV keeps: the format, the sample count of compressed formats, the samples. */
const wavChunks = new Set(['fmt ', 'fact', 'data']);

/**
 * A WAV with only its `fmt `, `fact` and `data` chunks: LIST/INFO (artist, comment, software),
 * bext (Broadcast WAV originator and date), iXML, XMP, id3 and any other chunk go. A `data` chunk
 * cut short (a recording that was not closed) keeps what is there. Throws when it is not a RIFF
 * WAVE, another chunk runs past the end, or `fmt ` or `data` is missing.
 */
export function stripWav(bytes: Buffer): Buffer {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WAVE') {
    throw new Error('not a RIFF WAVE file');
  }
  const kept: Buffer[] = [];
  const found = new Set<string>();
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = ascii(bytes, at, 4);
    const size = bytes.readUInt32LE(at + 4);
    let bodyEnd = at + 8 + size;
    if (bodyEnd > bytes.length) {
      if (id !== 'data') {
        throw new Error(`WAV chunk ${id} longer than the file`);
      }
      bodyEnd = bytes.length;
    }
    if (wavChunks.has(id)) {
      const body = bytes.subarray(at + 8, bodyEnd);
      const header = Buffer.alloc(8);
      header.write(id, 0, 'latin1');
      header.writeUInt32LE(body.length, 4);
      kept.push(header, body, Buffer.alloc(body.length % 2));
      found.add(id);
    }
    at = bodyEnd + (size % 2);
  }
  if (!found.has('fmt ') || !found.has('data')) {
    throw new Error('WAV without fmt or data');
  }
  const body = Buffer.concat([Buffer.from('WAVE', 'latin1'), ...kept]);
  const header = Buffer.alloc(8);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body]);
}
