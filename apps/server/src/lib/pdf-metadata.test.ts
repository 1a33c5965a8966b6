import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFStream,
  PDFString,
  StandardFonts,
  type PDFObject,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { stripMetadata } from './metadata-strip.ts';

const marker = 'MARKER-c7f3';
const markerPattern = /MARKER-c7f3-[A-Za-z0-9-]+/g;

/** Every text a PDF holds: names, strings (literal and hex, decoded) and decoded stream contents. */
function pdfTexts(doc: PDFDocument): string[] {
  const texts: string[] = [];
  const stack: PDFObject[] = doc.context.enumerateIndirectObjects().map(([, object]) => object);
  const info = doc.context.trailerInfo.Info;
  if (info !== undefined) {
    stack.push(info);
  }
  for (let object = stack.pop(); object !== undefined; object = stack.pop()) {
    if (object instanceof PDFString || object instanceof PDFHexString) {
      texts.push(object.decodeText());
    } else if (object instanceof PDFName) {
      texts.push(object.decodeText());
    } else if (object instanceof PDFDict) {
      stack.push(...object.entries().flatMap(([key, value]) => [key, value]));
    } else if (object instanceof PDFArray) {
      stack.push(...object.asArray());
    } else if (object instanceof PDFRawStream) {
      stack.push(object.dict);
      texts.push(Buffer.from(decodePDFRawStream(object).decode()).toString('latin1'));
    } else if (object instanceof PDFStream) {
      stack.push(object.dict);
      texts.push(Buffer.from(object.getContents()).toString('latin1'));
    }
  }
  return texts;
}

async function markersIn(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const all = [...pdfTexts(doc), Buffer.from(bytes).toString('latin1')].join('\n');
  return [...new Set([...all.matchAll(markerPattern)].map((m) => m[0]))].sort();
}

function javaScript(doc: PDFDocument, place: string): PDFDict {
  return doc.context.obj({ S: 'JavaScript', JS: PDFString.of(`app.alert("${marker}-${place}");`) });
}

/**
 * A one-page PDF with an embedded file (name, description, content), document-level JavaScript
 * (Names tree, OpenAction, catalog and page AA, a link's action), a comment and a file attachment
 * annotation (with authors `/T`), an Info dictionary and an XMP stream, each carrying a marker.
 */
async function pdfWithEverything(): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage([300, 200]);
  page.drawText('CONTENT-TEXT-pdf', { x: 20, y: 100, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  doc.setAuthor(`${marker}-pdf-info-author`);
  doc.setCreator(`${marker}-pdf-info-creator`);
  const xmp = doc.context.stream(`<x:xmpmeta xmlns:x="adobe:ns:meta/">${marker}-pdf-xmp</x:xmpmeta>`, {
    Type: 'Metadata',
    Subtype: 'XML',
  });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(xmp));

  await doc.attach(Buffer.from(`${marker}-pdf-embedded-content`), `${marker}-pdf-embedded-name.txt`, {
    mimeType: 'text/plain',
    description: `${marker}-pdf-embedded-description`,
  });
  doc.addJavaScript(`${marker}-pdf-names-js-name`, `app.alert("${marker}-pdf-names-js");`);
  doc.catalog.set(PDFName.of('OpenAction'), javaScript(doc, 'pdf-open-action-js'));
  doc.catalog.set(PDFName.of('AA'), doc.context.obj({ WC: javaScript(doc, 'pdf-catalog-aa-js') }));
  page.node.set(PDFName.of('AA'), doc.context.obj({ O: javaScript(doc, 'pdf-page-aa-js') }));

  const attached = doc.context.flateStream(`${marker}-pdf-attachment-annotation-content`, { Type: 'EmbeddedFile' });
  const annotations = [
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Text',
      Rect: [10, 10, 30, 30],
      T: PDFString.of(`${marker}-pdf-comment-author`),
      Contents: PDFString.of('CONTENT-COMMENT-pdf'),
    }),
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'FileAttachment',
      Rect: [40, 10, 60, 30],
      T: PDFString.of(`${marker}-pdf-attachment-annotation-author`),
      FS: {
        Type: 'Filespec',
        F: PDFString.of(`${marker}-pdf-attachment-annotation-name.txt`),
        Desc: PDFString.of(`${marker}-pdf-attachment-annotation-description`),
        EF: { F: doc.context.register(attached) },
      },
    }),
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [70, 10, 90, 30],
      A: javaScript(doc, 'pdf-link-js'),
    }),
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [100, 10, 120, 30],
      A: { S: 'URI', URI: PDFString.of('https://example.org/CONTENT-LINK-pdf') },
    }),
  ];
  page.node.set(PDFName.of('Annots'), doc.context.obj(annotations.map((a) => doc.context.register(a))));
  return Buffer.from(await doc.save());
}

const planted = [
  'info-author',
  'info-creator',
  'xmp',
  'embedded-content',
  'embedded-name',
  'embedded-description',
  'names-js-name',
  'names-js',
  'open-action-js',
  'catalog-aa-js',
  'page-aa-js',
  'link-js',
  'comment-author',
  'attachment-annotation-author',
  'attachment-annotation-name',
  'attachment-annotation-description',
  'attachment-annotation-content',
].map((place) => `${marker}-pdf-${place}`);

describe('stripMetadata: PDF embedded files, JavaScript and comment authors', () => {
  it('removes embedded files, every JavaScript action and annotation authors; keeps pages, text, comments and links', async () => {
    const original = await pdfWithEverything();
    expect(await markersIn(original)).toEqual([...planted].sort());

    const cleaned = await stripMetadata(original, 'application/pdf');
    expect(await markersIn(cleaned)).toEqual([]);

    const doc = await PDFDocument.load(cleaned, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    const page = doc.getPage(0);
    const content = pdfTexts(doc).join('\n');
    expect(content).toContain(Buffer.from('CONTENT-TEXT-pdf').toString('hex').toUpperCase());
    expect(content).toContain('CONTENT-COMMENT-pdf');
    expect(content).toContain('CONTENT-LINK-pdf');
    const annots = page.node.Annots();
    expect(annots?.size()).toBe(3);
    const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
    expect(names?.get(PDFName.of('EmbeddedFiles'))).toBeUndefined();
    expect(names?.get(PDFName.of('JavaScript'))).toBeUndefined();
    expect(doc.catalog.get(PDFName.of('OpenAction'))).toBeUndefined();
    expect(doc.catalog.get(PDFName.of('AA'))).toBeUndefined();
    expect(page.node.get(PDFName.of('AA'))).toBeUndefined();
  });

  it('keeps an OpenAction that only goes to a page', async () => {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const page = doc.addPage([100, 100]);
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([page.ref, PDFName.of('Fit')]));
    const cleaned = await PDFDocument.load(await stripMetadata(Buffer.from(await doc.save()), 'application/pdf'));
    expect(cleaned.catalog.get(PDFName.of('OpenAction'))).toBeInstanceOf(PDFArray);
  });
});
