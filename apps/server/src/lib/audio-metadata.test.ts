import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { canStripMetadata, stripMetadata } from './metadata-strip.ts';

const marker = 'MARKER-c7f3';
const markerPattern = /MARKER-c7f3-[A-Za-z0-9-]+/g;

function markersIn(bytes: Buffer): string[] {
  return [...new Set([...bytes.toString('latin1').matchAll(markerPattern)].map((m) => m[0]))].sort();
}

function planted(...places: string[]): string[] {
  return places.map((place) => `${marker}-${place}`).sort();
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) {
    throw new Error('expected an AppError');
  }
  return { code: error.code, message: error.message };
}

const damaged = { code: 'VALIDATION_FAILED', message: 'El archivo está dañado o no se puede leer' };

// ---------- MP3 ----------

function syncsafe(size: number): Buffer {
  return Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
}

/** An ID3v2.3 text frame (ISO-8859-1). */
function id3Frame(id: string, text: string): Buffer {
  const body = Buffer.concat([Buffer.from([0]), Buffer.from(`${text}\u0000`, 'latin1')]);
  const header = Buffer.alloc(10);
  header.write(id, 0, 'latin1');
  header.writeUInt32BE(body.length, 4);
  return Buffer.concat([header, body]);
}

/** Three MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, 417 bytes each) of silence-like bytes. */
function mpegFrames(): Buffer {
  const frame = Buffer.alloc(417, 0x55);
  frame.set([0xff, 0xfb, 0x90, 0x64], 0);
  return Buffer.concat([frame, frame, frame]);
}

function id3v1(artist: string): Buffer {
  const tag = Buffer.alloc(128);
  tag.write('TAG', 0, 'latin1');
  tag.write('Título', 3, 'latin1');
  tag.write(artist, 33, 'latin1');
  tag[127] = 12;
  return tag;
}

function mp3WithTags(): Buffer {
  const frames = Buffer.concat([
    id3Frame('TPE1', `${marker}-mp3-id3v2-artist`),
    id3Frame('TIT2', `${marker}-mp3-id3v2-title`),
    id3Frame('TENC', `${marker}-mp3-id3v2-encoded-by`),
    id3Frame('TXXX', `${marker}-mp3-id3v2-user-text`),
  ]);
  const padding = Buffer.alloc(64);
  const header = Buffer.concat([
    Buffer.from('ID3\u0003\u0000\u0000', 'latin1'),
    syncsafe(frames.length + padding.length),
  ]);
  return Buffer.concat([header, frames, padding, mpegFrames(), id3v1(`${marker}-mp3-id3v1-artist`)]);
}

// ---------- MP4 / M4A ----------

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A full box: version, flags, then the body. */
function fullBox(type: string, version: number, ...children: Buffer[]): Buffer {
  return box(type, Buffer.from([version, 0, 0, 0]), ...children);
}

function u32(...values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((value, i) => buffer.writeUInt32BE(value, i * 4));
  return buffer;
}

const creationTime = 3_800_000_000;

function ilst(tag: string): Buffer {
  function item(type: string, text: string): Buffer {
    return box(type, box('data', u32(1, 0), Buffer.from(text, 'utf8')));
  }
  return box(
    'ilst',
    item('\u00a9ART', `${marker}-m4a-${tag}-artist`),
    item('\u00a9too', `${marker}-m4a-${tag}-encoder`),
  );
}

/**
 * An M4A: ftyp, moov (mvhd, a trak with tkhd/mdhd/stco and its own udta, a moov-level udta with
 * iTunes tags and a location) and mdat with the audio; stco points into mdat.
 */
function m4aWithTags(): { file: Buffer; payload: Buffer } {
  const payload = Buffer.from('AUDIO-PAYLOAD-m4a');
  const ftyp = box('ftyp', Buffer.from('M4A '), u32(0), Buffer.from('M4A isom'));
  function build(chunkOffset: number): Buffer {
    return box(
      'moov',
      fullBox('mvhd', 0, u32(creationTime, creationTime, 44100, 1000), Buffer.alloc(80)),
      box(
        'trak',
        fullBox('tkhd', 0, u32(creationTime, creationTime, 1, 0, 1000), Buffer.alloc(60)),
        box(
          'mdia',
          fullBox('mdhd', 0, u32(creationTime, creationTime, 44100, 1000), Buffer.alloc(4)),
          box('minf', box('stbl', fullBox('stco', 0, u32(1, chunkOffset)))),
        ),
        box('udta', fullBox('meta', 0, ilst('trak'))),
      ),
      box(
        'udta',
        box('\u00a9xyz', Buffer.from(`\u0000\u0010\u0000\u0000+40.4168-003.7038/${marker}-m4a-location`, 'latin1')),
        fullBox('meta', 0, fullBox('hdlr', 0, u32(0), Buffer.from('mdir'), Buffer.alloc(13)), ilst('moov')),
      ),
    );
  }
  const moovLength = build(0).length;
  const offset = ftyp.length + moovLength + 8;
  const file = Buffer.concat([ftyp, build(offset), box('mdat', payload)]);
  return { file, payload };
}

/** Top-level boxes of an MP4 (type and size). */
function topLevelBoxes(bytes: Buffer): string[] {
  const types: string[] = [];
  for (let at = 0; at < bytes.length; at += bytes.readUInt32BE(at)) {
    types.push(bytes.toString('latin1', at + 4, at + 8));
  }
  return types;
}

// ---------- WAV ----------

function chunk(id: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body, body.length % 2 === 1 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

function wavWithTags(): Buffer {
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(1, 0);
  fmt.writeUInt16LE(1, 2);
  fmt.writeUInt32LE(8000, 4);
  fmt.writeUInt32LE(16000, 8);
  fmt.writeUInt16LE(2, 12);
  fmt.writeUInt16LE(16, 14);
  const info = Buffer.concat([
    Buffer.from('INFO'),
    chunk('IART', Buffer.from(`${marker}-wav-info-artist\u0000`)),
    chunk('ICMT', Buffer.from(`${marker}-wav-info-comment\u0000`)),
  ]);
  const bext = Buffer.alloc(602);
  bext.write(`${marker}-wav-bext-originator`, 256, 'latin1');
  const body = Buffer.concat([
    Buffer.from('WAVE'),
    chunk('fmt ', fmt),
    chunk('LIST', info),
    chunk('bext', bext),
    chunk('data', Buffer.alloc(800, 1)),
    chunk(
      'id3 ',
      Buffer.concat([
        Buffer.from('ID3\u0003\u0000\u0000', 'latin1'),
        syncsafe(40),
        id3Frame('TPE1', `${marker}-wav-id3-artist`),
      ]),
    ),
  ]);
  return Buffer.concat([Buffer.from('RIFF'), u32le(body.length), body]);
}

function u32le(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value, 0);
  return buffer;
}

function riffChunks(bytes: Buffer): string[] {
  const ids: string[] = [];
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32LE(at + 4);
    ids.push(bytes.toString('latin1', at, at + 4));
    at += 8 + size + (size % 2);
  }
  return ids;
}

describe('stripMetadata: audio', () => {
  it('MP3: drops the ID3v2 and ID3v1 tags and keeps every MPEG frame', async () => {
    const original = mp3WithTags();
    expect(markersIn(original)).toEqual(
      planted('mp3-id3v2-artist', 'mp3-id3v2-title', 'mp3-id3v2-encoded-by', 'mp3-id3v2-user-text', 'mp3-id3v1-artist'),
    );
    const cleaned = await stripMetadata(original, 'audio/mpeg');
    expect(markersIn(cleaned)).toEqual([]);
    expect(cleaned.equals(mpegFrames())).toBe(true);
  });

  it('MP3: 400 when a tag claims more bytes than the file has, or no audio frame follows', async () => {
    const original = mp3WithTags();
    expect(await refusal(stripMetadata(original.subarray(0, 60), 'audio/mpeg'))).toEqual(damaged);
    const tagOnly = Buffer.concat([Buffer.from('ID3\u0003\u0000\u0000', 'latin1'), syncsafe(4), Buffer.alloc(4)]);
    expect(await refusal(stripMetadata(tagOnly, 'audio/mpeg'))).toEqual(damaged);
  });

  it('M4A: blanks udta/meta/ilst (tags, location) and creation times, without moving the audio', async () => {
    const { file, payload } = m4aWithTags();
    expect(markersIn(file)).toEqual(
      planted('m4a-trak-artist', 'm4a-trak-encoder', 'm4a-moov-artist', 'm4a-moov-encoder', 'm4a-location'),
    );
    const cleaned = await stripMetadata(file, 'audio/mp4');
    expect(markersIn(cleaned)).toEqual([]);
    expect(cleaned.length).toBe(file.length);
    expect(topLevelBoxes(cleaned)).toEqual(['ftyp', 'moov', 'mdat']);
    const stco = cleaned.indexOf('stco');
    const chunkOffset = cleaned.readUInt32BE(stco + 12);
    expect(cleaned.subarray(chunkOffset, chunkOffset + payload.length).equals(payload)).toBe(true);
    const mvhd = cleaned.indexOf('mvhd');
    expect([cleaned.readUInt32BE(mvhd + 8), cleaned.readUInt32BE(mvhd + 12)]).toEqual([0, 0]);
    expect(cleaned.readUInt32BE(mvhd + 16)).toBe(44100);
    expect(cleaned.includes('udta')).toBe(false);
  });

  it('M4A: 400 when a box runs past the end of the file', async () => {
    const { file } = m4aWithTags();
    expect(await refusal(stripMetadata(file.subarray(0, 100), 'audio/mp4'))).toEqual(damaged);
  });

  it('WAV: keeps fmt and data, drops LIST/INFO, bext and id3 chunks', async () => {
    const original = wavWithTags();
    expect(markersIn(original)).toEqual(
      planted('wav-info-artist', 'wav-info-comment', 'wav-bext-originator', 'wav-id3-artist'),
    );
    const cleaned = await stripMetadata(original, 'audio/wav');
    expect(markersIn(cleaned)).toEqual([]);
    expect(riffChunks(cleaned)).toEqual(['fmt ', 'data']);
    expect(cleaned.readUInt32LE(4)).toBe(cleaned.length - 8);
    expect(await refusal(stripMetadata(original.subarray(0, 30), 'audio/wav'))).toEqual(damaged);
  });
});

describe('canStripMetadata', () => {
  it('tells which allowed types the server can clean', () => {
    const cleanable = [
      'application/pdf',
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'text/plain',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.oasis.opendocument.text',
      'application/vnd.oasis.opendocument.spreadsheet',
      'audio/mpeg',
      'audio/wav',
      'audio/mp4',
    ];
    const notCleanable = ['application/msword', 'application/vnd.ms-excel', 'audio/ogg', 'application/zip'];
    expect(cleanable.filter((mime) => !canStripMetadata(mime))).toEqual([]);
    expect(notCleanable.filter((mime) => canStripMetadata(mime))).toEqual([]);
  });
});
