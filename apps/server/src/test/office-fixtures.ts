import { DOMParser, onErrorStopParsing, type Document } from '@xmldom/xmldom';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { expect } from 'vitest';
import { AppError } from '../lib/errors.ts';
import { stripMetadata } from '../lib/metadata-strip.ts';

// Shared by the OOXML and OpenDocument cleaning tests: markers, real pictures with EXIF, checks.

export const marker = 'MARKER-c7f3';
export const markerPattern = /MARKER-c7f3-[A-Za-z0-9-]+/g;
export const mimes = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
} as const;

export const ns = {
  w: 'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  w15: 'http://schemas.microsoft.com/office/word/2012/wordml',
  r: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  rel: 'http://schemas.openxmlformats.org/package/2006/relationships',
  ct: 'http://schemas.openxmlformats.org/package/2006/content-types',
  docRel: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  x: 'http://schemas.openxmlformats.org/spreadsheetml/2006/main',
  p: 'http://schemas.openxmlformats.org/presentationml/2006/main',
  a: 'http://schemas.openxmlformats.org/drawingml/2006/main',
} as const;

/** Every distinct marker in a file: in each entry of a zip (nested packages included) or its raw bytes. */
export function markersIn(bytes: Uint8Array): string[] {
  const found = new Set<string>();
  function visit(data: Uint8Array): void {
    if (data[0] === 0x50 && data[1] === 0x4b) {
      for (const entry of Object.values(unzipSync(data))) {
        visit(entry);
      }
      return;
    }
    for (const match of Buffer.from(data).toString('latin1').matchAll(markerPattern)) {
      found.add(match[0]);
    }
  }
  visit(bytes);
  return [...found].sort();
}

export function planted(...places: string[]): string[] {
  return places.map((place) => `${marker}-${place}`).sort();
}

export function xmlOf(entries: Record<string, Uint8Array>, name: string): Document {
  const entry = entries[name];
  if (entry === undefined) {
    throw new Error(`missing ${name}`);
  }
  return new DOMParser({ onError: onErrorStopParsing }).parseFromString(strFromU8(entry), 'text/xml');
}

export const decl = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export async function jpegWithExif(place: string): Promise<Uint8Array> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: '#369' } })
    .jpeg()
    .withExif({ IFD0: { Artist: `${marker}-${place}`, Copyright: `${marker}-${place}` } })
    .toBuffer();
}

export async function pngWithExif(place: string): Promise<Uint8Array> {
  return sharp({ create: { width: 16, height: 12, channels: 4, background: '#3698' } })
    .png()
    .withExif({ IFD0: { Artist: `${marker}-${place}` } })
    .toBuffer();
}

export async function webpWithExif(place: string): Promise<Uint8Array> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: '#963' } })
    .webp()
    .withExif({ IFD0: { Artist: `${marker}-${place}` } })
    .toBuffer();
}

export async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) {
    throw new Error('expected an AppError');
  }
  return { code: error.code, message: error.message };
}

/** Cleans a package and checks: no marker left in any entry, same entries, every XML part still parses. */
export async function cleanPackage(
  original: Uint8Array,
  mime: string,
  expected: string[],
): Promise<Record<string, Uint8Array>> {
  expect(markersIn(original)).toEqual(planted(...expected));
  const cleaned = await stripMetadata(Buffer.from(original), mime);
  expect(markersIn(cleaned)).toEqual([]);
  const entries = unzipSync(cleaned);
  const signatures = /^(_xmlsignatures\/|META-INF\/documentsignatures\.xml$)/;
  expect(Object.keys(entries).sort()).toEqual(
    Object.keys(unzipSync(original))
      .filter((name) => !signatures.test(name))
      .sort(),
  );
  for (const part of ['[Content_Types].xml', '_rels/.rels', 'META-INF/manifest.xml']) {
    expect(strFromU8(entries[part] ?? new Uint8Array())).not.toMatch(/signature/);
  }
  for (const name of Object.keys(entries)) {
    if (name.endsWith('.xml') || name.endsWith('.rels')) {
      expect(() => xmlOf(entries, name), name).not.toThrow();
    }
  }
  return entries;
}
