/** Boxes walked into: the movie, its tracks and their media (where mdhd is). */
const containers = new Set(['moov', 'trak', 'mdia']);
/** Boxes blanked: user data (udta: iTunes tags, ©xyz location, camera), meta (ilst, keys, XMP), uuid (XMP, vendors). */
const blanked = new Set(['udta', 'meta', 'uuid']);
/** Free space, which may hold the remains of older tags. */
const freeSpace = new Set(['free', 'skip']);
/** Full boxes whose creation and modification times are zeroed. */
const timed = new Set(['mvhd', 'tkhd', 'mdhd']);

/** Turns a box into a `free` box of the same size full of zeros: no offset in the file moves. */
function blank(bytes: Buffer, at: number, header: number, end: number): void {
  bytes.write('free', at + 4, 'latin1');
  bytes.fill(0, at + header, end);
}

/** Zeroes creation_time and modification_time (32-bit in version 0, 64-bit in version 1). */
function zeroTimes(bytes: Buffer, at: number, header: number, end: number): void {
  const version = bytes[at + header];
  const length = version === 1 ? 16 : 8;
  if (at + header + 4 + length > end) {
    throw new Error('MP4 header box too short');
  }
  bytes.fill(0, at + header + 4, at + header + 4 + length);
}

function walk(bytes: Buffer, start: number, end: number): void {
  let at = start;
  while (at < end) {
    if (end - at < 8) {
      throw new Error('MP4 box header cut short');
    }
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (end - at < 16) {
        throw new Error('MP4 box header cut short');
      }
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) {
      throw new Error(`MP4 box ${type} runs past its parent`);
    }
    if (blanked.has(type) || freeSpace.has(type)) {
      blank(bytes, at, header, at + size);
    } else if (timed.has(type)) {
      zeroTimes(bytes, at, header, at + size);
    } else if (containers.has(type)) {
      walk(bytes, at + header, at + size);
    }
    at += size;
  }
}

/**
 * An MP4/M4A without its metadata: every `udta`, `meta` and `uuid` box at the top, in the movie
 * and in its tracks (iTunes tags such as artist and encoder, the ©xyz location, XMP) becomes a
 * zero-filled `free` box of the same size, free space is zeroed, and the creation and modification
 * times of the movie, tracks and media are zeroed. Sizes never change, so the sample offsets
 * (stco/co64) stay right. Throws when a box runs past the end of the file.
 */
export function stripMp4(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  walk(copy, 0, copy.length);
  return copy;
}
