import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { stripMetadata } from './metadata-strip.ts';
import { cleanPackage, decl, jpegWithExif, marker, mimes, refusal, xmlOf } from '../test/office-fixtures.ts';

const odfNs =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:config="urn:oasis:names:tc:opendocument:xmlns:config:1.0"';

/** A printer driver's settings blob: names the office's print server. */
const printerSetup = Buffer.from('\\\\srv-oficina-3\\impresora-planta-2').toString('base64');

function odfAnnotation(tag: string): string {
  return `<office:annotation><dc:creator>${marker}-${tag}-annotation-creator</dc:creator><dc:date>2024-03-01T10:00:00</dc:date><meta:creator-initials>${marker}-${tag}-annotation-initials</meta:creator-initials><text:p>CONTENT-COMMENT-${tag}</text:p></office:annotation>`;
}

function odfTrackedChanges(tag: string): string {
  return `<text:tracked-changes><text:changed-region text:id="ct1"><text:insertion><office:change-info><dc:creator>${marker}-${tag}-change-creator</dc:creator><dc:date>2024-03-01T10:00:00</dc:date></office:change-info></text:insertion></text:changed-region></text:tracked-changes>`;
}

async function odfFile(kind: 'odt' | 'ods'): Promise<Uint8Array> {
  const body =
    kind === 'odt'
      ? `<office:text>${odfTrackedChanges(kind)}<text:p>CONTENT-TEXT-odt${odfAnnotation(kind)}<text:change-start text:change-id="ct1"/>nuevo<text:change-end text:change-id="ct1"/></text:p><draw:frame><draw:image xlink:href="Pictures/photo.jpg"/></draw:frame></office:text>`
      : `<office:spreadsheet><table:tracked-changes><table:cell-content-change table:id="ct1"><table:cell-address table:column="0" table:row="0" table:table="0"/><office:change-info><dc:creator>${marker}-ods-change-creator</dc:creator><dc:date>2024-03-01T10:00:00</dc:date></office:change-info><table:previous><table:change-track-table-cell/></table:previous></table:cell-content-change></table:tracked-changes><table:table table:name="Hoja1"><table:table-row><table:table-cell office:value-type="string">${odfAnnotation(kind)}<text:p>CONTENT-TEXT-ods</text:p></table:table-cell></table:table-row></table:table></office:spreadsheet>`;
  const mimetype = mimes[kind];
  return zipSync({
    mimetype: [strToU8(mimetype), { level: 0 }],
    'META-INF/manifest.xml': strToU8(
      `${decl}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="${mimetype}"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/><manifest:file-entry manifest:full-path="meta.xml" manifest:media-type="text/xml"/><manifest:file-entry manifest:full-path="settings.xml" manifest:media-type="text/xml"/><manifest:file-entry manifest:full-path="Pictures/photo.jpg" manifest:media-type="image/jpeg"/><manifest:file-entry manifest:full-path="META-INF/documentsignatures.xml" manifest:media-type=""/></manifest:manifest>`,
    ),
    'content.xml': strToU8(
      `${decl}<office:document-content ${odfNs} office:version="1.2"><office:body>${body}</office:body></office:document-content>`,
    ),
    'meta.xml': strToU8(
      `${decl}<office:document-meta ${odfNs} office:version="1.2"><office:meta><meta:initial-creator>${marker}-${kind}-initial-creator</meta:initial-creator><dc:creator>${marker}-${kind}-creator</dc:creator><dc:title>${marker}-${kind}-title</dc:title><meta:creation-date>2024-03-01T10:00:00</meta:creation-date><meta:generator>${marker}-${kind}-generator</meta:generator><meta:user-defined meta:name="Owner">${marker}-${kind}-user-defined</meta:user-defined><meta:template xlink:href="file:///home/${marker}-${kind}-template-path/plantilla.ott"/></office:meta></office:document-meta>`,
    ),
    'settings.xml': strToU8(
      `${decl}<office:document-settings ${odfNs} office:version="1.2"><office:settings><config:config-item-set config:name="ooo:configuration-settings"><config:config-item config:name="PrinterName" config:type="string">${marker}-${kind}-printer</config:config-item><config:config-item config:name="PrinterSetup" config:type="base64Binary">${printerSetup}</config:config-item></config:config-item-set></office:settings></office:document-settings>`,
    ),
    'META-INF/documentsignatures.xml': strToU8(
      `${decl}<document-signatures xmlns="urn:oasis:names:tc:opendocument:xmlns:digitalsignature:1.0"><Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><X509SubjectName>CN=${marker}-${kind}-signer</X509SubjectName></Signature></document-signatures>`,
    ),
    'Pictures/photo.jpg': await jpegWithExif(`${kind}-image-exif`),
  });
}

describe('stripMetadata: OpenDocument', () => {
  for (const kind of ['odt', 'ods'] as const) {
    it(`${kind}: no creator, initial creator, user field, change or annotation author, printer, signer or EXIF left; text kept; mimetype first and stored`, async () => {
      const entries = await cleanPackage(
        await odfFile(kind),
        mimes[kind],
        [
          'initial-creator',
          'creator',
          'title',
          'generator',
          'user-defined',
          'template-path',
          'change-creator',
          'annotation-creator',
          'annotation-initials',
          'printer',
          'signer',
          'image-exif',
        ].map((place) => `${kind}-${place}`),
      );
      const content = xmlOf(entries, 'content.xml');
      expect(content.documentElement?.textContent).toContain(`CONTENT-TEXT-${kind}`);
      expect(content.documentElement?.textContent).toContain(`CONTENT-COMMENT-${kind}`);
      expect(xmlOf(entries, 'meta.xml').documentElement?.localName).toBe('document-meta');
      expect(strFromU8(entries['settings.xml'] ?? new Uint8Array())).not.toContain(printerSetup);

      const cleaned = await stripMetadata(Buffer.from(await odfFile(kind)), mimes[kind]);
      // Local file header of the first entry: signature, method 0 (stored), name "mimetype".
      expect(cleaned.readUInt32LE(0)).toBe(0x04034b50);
      expect(cleaned.readUInt16LE(8)).toBe(0);
      expect(cleaned.subarray(30, 38).toString('latin1')).toBe('mimetype');
      expect(cleaned.subarray(38, 38 + mimes[kind].length).toString('latin1')).toBe(mimes[kind]);
    });
  }

  it('400 for an OpenDocument file whose content is not XML', async () => {
    const entries = unzipSync(await odfFile('odt'));
    entries['content.xml'] = strToU8('\u0000\u0001cifrado');
    const broken = zipSync({ mimetype: [entries.mimetype ?? new Uint8Array(), { level: 0 }], ...entries });
    expect(await refusal(stripMetadata(Buffer.from(broken), mimes.odt))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'El archivo está dañado o no se puede leer',
    });
  });
});
