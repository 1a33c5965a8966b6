import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithGps, pdfWithMetadata } from '../test/document-factories.ts';
import { AppError } from './errors.ts';
import { stripMetadata } from './metadata-strip.ts';

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

describe('stripMetadata: images', () => {
  it('re-encodes a JPEG without its EXIF (GPS, author, camera), keeping the picture', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('Ana Informante');
    const cleaned = await stripMetadata(original, 'image/jpeg');
    const after = await sharp(cleaned).metadata();
    expect(after.format).toBe('jpeg');
    expect({ width: after.width, height: after.height }).toEqual({ width: 64, height: 48 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(cleaned.toString('latin1')).not.toContain('Ana Informante');
    expect(cleaned.toString('latin1')).not.toContain('PhoneCo');
  });

  it('bakes the EXIF orientation into the pixels before dropping it', async () => {
    const rotated = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#fff' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const after = await sharp(await stripMetadata(rotated, 'image/jpeg')).metadata();
    expect({ width: after.width, height: after.height, orientation: after.orientation }).toEqual({
      width: 20,
      height: 40,
      orientation: undefined,
    });
  });

  it('drops PNG text chunks and XMP; keeps every frame of an animated GIF', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#0f08' } })
      .png()
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/">XMP-de-Ana</x:xmpmeta>')
      .toBuffer();
    expect((await sharp(png).metadata()).xmp?.toString()).toContain('XMP-de-Ana');
    const cleanPng = await stripMetadata(png, 'image/png');
    const afterPng = await sharp(cleanPng).metadata();
    expect({ format: afterPng.format, xmp: afterPng.xmp, hasAlpha: afterPng.hasAlpha }).toEqual({
      format: 'png',
      xmp: undefined,
      hasAlpha: true,
    });
    expect(cleanPng.toString('latin1')).not.toContain('XML:com.adobe.xmp');

    const frames = await Promise.all(
      [0, 1, 2].map((i) =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: { r: i * 80, g: 0, b: 0 } } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0 })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const cleanGif = await stripMetadata(gif, 'image/gif');
    const after = await sharp(cleanGif, { animated: true }).metadata();
    expect({ format: after.format, pages: after.pages, height: after.pageHeight ?? after.height }).toEqual({
      format: 'gif',
      pages: 3,
      height: 10,
    });
  });

  it('400 for bytes that are not a readable image', async () => {
    const broken = (await jpegWithGps()).subarray(0, 40);
    expect(await refusal(stripMetadata(broken, 'image/jpeg'))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'El archivo está dañado o no se puede leer',
    });
  });
});

describe('stripMetadata: PDF', () => {
  it('removes Title, Author, Subject, Keywords, Creator, Producer, the Info dictionary and the XMP stream', async () => {
    const original = await pdfWithMetadata();
    const source = await PDFDocument.load(original, { updateMetadata: false });
    expect(source.getAuthor()).toBe('Ana Informante');
    expect(original.toString('latin1')).toContain('XMP-Ana-Informante');

    const cleaned = await stripMetadata(original, 'application/pdf');
    const doc = await PDFDocument.load(cleaned, { updateMetadata: false });
    // Checked before the getters below, which create an empty Info dictionary when there is none.
    expect(doc.context.trailerInfo.Info).toBeUndefined();
    expect([
      doc.getTitle(),
      doc.getAuthor(),
      doc.getSubject(),
      doc.getKeywords(),
      doc.getCreator(),
      doc.getProducer(),
    ]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(doc.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
    expect(doc.getPageCount()).toBe(1);
    const text = cleaned.toString('latin1');
    expect(text).not.toContain('XMP-Ana-Informante');
    expect(text).not.toContain('/Author');
  });

  it('drops an older Info dictionary left behind by an incremental update', async () => {
    const original = await pdfWithMetadata();
    const doc = await PDFDocument.load(original, { updateMetadata: false });
    // A second, newer Info: the first one stays in the file as an unreferenced object.
    doc.context.trailerInfo.Info = doc.context.register(doc.context.obj({ Title: 'Otra versión' }));
    const resaved = Buffer.from(await doc.save({ useObjectStreams: false }));
    const cleaned = await stripMetadata(resaved, 'application/pdf');
    expect(cleaned.toString('latin1')).not.toContain('/Author');
    expect(cleaned.toString('latin1')).not.toContain('/Title');
  });

  it('415 for an encrypted PDF; 400 for a damaged one', async () => {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.addPage([100, 100]);
    doc.context.trailerInfo.Encrypt = doc.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -4 });
    const encrypted = Buffer.from(await doc.save({ useObjectStreams: false }));
    expect(await refusal(stripMetadata(encrypted, 'application/pdf'))).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'El PDF está cifrado o protegido con contraseña. Súbalo sin protección.',
    });
    expect(await refusal(stripMetadata(Buffer.from('%PDF-1.7\n garbage'), 'application/pdf'))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'El archivo está dañado o no se puede leer',
    });
  });

  it('leaves other allowed types untouched', async () => {
    const text = Buffer.from('hola');
    expect((await stripMetadata(text, 'text/plain')).equals(text)).toBe(true);
  });
});
