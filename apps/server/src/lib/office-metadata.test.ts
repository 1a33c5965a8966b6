import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripMetadata } from './metadata-strip.ts';
import {
  cleanPackage,
  decl,
  jpegWithExif,
  marker,
  mimes,
  ns,
  pngWithExif,
  refusal,
  webpWithExif,
  xmlOf,
} from '../test/office-fixtures.ts';

function contentTypes(overrides: Record<string, string>): string {
  const items = Object.entries(overrides)
    .map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
    .join('');
  return `${decl}<Types xmlns="${ns.ct}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="jpeg" ContentType="image/jpeg"/><Default Extension="png" ContentType="image/png"/><Default Extension="webp" ContentType="image/webp"/><Default Extension="xlsx" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"/>${items}</Types>`;
}

function rels(items: [id: string, type: string, target: string, external?: boolean][]): string {
  const body = items
    .map(
      ([id, type, target, external]) =>
        `<Relationship Id="${id}" Type="${type}" Target="${target}"${external === true ? ' TargetMode="External"' : ''}/>`,
    )
    .join('');
  return `${decl}<Relationships xmlns="${ns.rel}">${body}</Relationships>`;
}

const coreType = 'application/vnd.openxmlformats-package.core-properties+xml';
const appType = 'application/vnd.openxmlformats-officedocument.extended-properties+xml';
const customType = 'application/vnd.openxmlformats-officedocument.custom-properties+xml';

/** docProps/core.xml, app.xml and custom.xml, each carrying markers; `tag` tells packages apart. */
function docProps(tag: string): Zippable {
  return {
    'docProps/core.xml': strToU8(
      `${decl}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${marker}-${tag}-title</dc:title><dc:creator>${marker}-${tag}-creator</dc:creator><cp:lastModifiedBy>${marker}-${tag}-last-modified-by</cp:lastModifiedBy><cp:keywords>${marker}-${tag}-keywords</cp:keywords><dc:description>${marker}-${tag}-description</dc:description><dcterms:created xsi:type="dcterms:W3CDTF">2024-03-01T10:00:00Z</dcterms:created></cp:coreProperties>`,
    ),
    'docProps/app.xml': strToU8(
      `${decl}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Template>${marker}-${tag}-template</Template><Company>${marker}-${tag}-company</Company><Manager>${marker}-${tag}-manager</Manager><Application>Microsoft Office Word</Application></Properties>`,
    ),
    'docProps/custom.xml': strToU8(
      `${decl}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="Owner"><vt:lpwstr>${marker}-${tag}-custom-property</vt:lpwstr></property></Properties>`,
    ),
  };
}

const docPropsOverrides = {
  '/docProps/core.xml': coreType,
  '/docProps/app.xml': appType,
  '/docProps/custom.xml': customType,
};
const docPropsRels: [string, string, string][] = [
  [
    'rIdCore',
    'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
    'docProps/core.xml',
  ],
  ['rIdApp', `${ns.docRel}/extended-properties`, 'docProps/app.xml'],
  ['rIdCustom', `${ns.docRel}/custom-properties`, 'docProps/custom.xml'],
];

/** A minimal workbook (one sheet, one comment, one threaded comment and its person). */
async function xlsxFile(tag: string): Promise<Uint8Array> {
  return zipSync({
    '[Content_Types].xml': strToU8(
      contentTypes({
        '/xl/workbook.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
        '/xl/worksheets/sheet1.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml',
        '/xl/comments1.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.comments+xml',
        '/xl/persons/person.xml': 'application/vnd.ms-excel.person+xml',
        '/xl/threadedComments/threadedComment1.xml': 'application/vnd.ms-excel.threadedcomments+xml',
        ...docPropsOverrides,
      }),
    ),
    '_rels/.rels': strToU8(rels([['rId1', `${ns.docRel}/officeDocument`, 'xl/workbook.xml'], ...docPropsRels])),
    ...docProps(tag),
    'xl/workbook.xml': strToU8(
      `${decl}<workbook xmlns="${ns.x}" xmlns:r="${ns.r}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:x15ac="http://schemas.microsoft.com/office/spreadsheetml/2010/11/ac" mc:Ignorable="x15ac"><mc:AlternateContent><mc:Choice Requires="x15"><x15ac:absPath url="C:\\Users\\${marker}-${tag}-abs-path\\Documents\\" xmlns:x15ac="http://schemas.microsoft.com/office/spreadsheetml/2010/11/ac"/></mc:Choice></mc:AlternateContent><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      rels([
        ['rId1', `${ns.docRel}/worksheet`, 'worksheets/sheet1.xml'],
        ['rId2', 'http://schemas.microsoft.com/office/2017/10/relationships/person', 'persons/person.xml'],
      ]),
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `${decl}<worksheet xmlns="${ns.x}" xmlns:r="${ns.r}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>CONTENT-TEXT-${tag}</t></is></c></row></sheetData></worksheet>`,
    ),
    'xl/worksheets/_rels/sheet1.xml.rels': strToU8(
      rels([
        ['rId1', `${ns.docRel}/comments`, '../comments1.xml'],
        [
          'rId2',
          'http://schemas.microsoft.com/office/2017/10/relationships/threadedComment',
          '../threadedComments/threadedComment1.xml',
        ],
        ['rId3', `${ns.docRel}/image`, '../media/image1.png'],
      ]),
    ),
    'xl/comments1.xml': strToU8(
      `${decl}<comments xmlns="${ns.x}"><authors><author>${marker}-${tag}-comment-author</author></authors><commentList><comment ref="A1" authorId="0"><text><t>Comentario visible</t></text></comment></commentList></comments>`,
    ),
    'xl/persons/person.xml': strToU8(
      `${decl}<personList xmlns="http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments"><person displayName="${marker}-${tag}-person-name" id="{00000000-0000-0000-0000-000000000001}" userId="${marker}-${tag}-person-user-id" providerId="AD"/></personList>`,
    ),
    'xl/threadedComments/threadedComment1.xml': strToU8(
      `${decl}<ThreadedComments xmlns="http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments"><threadedComment ref="A1" dT="2024-03-01T10:00:00.00" personId="{00000000-0000-0000-0000-000000000001}" id="{00000000-0000-0000-0000-000000000002}"><text>Hilo visible</text></threadedComment></ThreadedComments>`,
    ),
    'xl/media/image1.png': await pngWithExif(`${tag}-image-exif`),
  });
}

async function docxFile(): Promise<Uint8Array> {
  function author(place: string): string {
    return `w:author="${marker}-docx-${place}" w:date="2024-03-01T10:00:00Z"`;
  }
  return zipSync({
    '[Content_Types].xml': strToU8(
      contentTypes({
        '/word/document.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
        '/word/comments.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml',
        '/word/commentsExtended.xml':
          'application/vnd.openxmlformats-officedocument.wordprocessingml.commentsExtended+xml',
        '/word/people.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.people+xml',
        '/word/settings.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml',
        '/word/footnotes.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml',
        '/_xmlsignatures/origin.sigs': 'application/vnd.openxmlformats-package.digital-signature-origin',
        '/_xmlsignatures/sig1.xml': 'application/vnd.openxmlformats-package.digital-signature-xmlsignature+xml',
        ...docPropsOverrides,
      }),
    ),
    '_rels/.rels': strToU8(
      rels([
        ['rId1', `${ns.docRel}/officeDocument`, 'word/document.xml'],
        ...docPropsRels,
        [
          'rIdSig',
          'http://schemas.openxmlformats.org/package/2006/relationships/digital-signature/origin',
          '_xmlsignatures/origin.sigs',
        ],
      ]),
    ),
    ...docProps('docx'),
    'word/document.xml': strToU8(
      `${decl}<w:document xmlns:w="${ns.w}" xmlns:r="${ns.r}"><w:body><w:p><w:commentRangeStart w:id="0"/><w:r><w:t>CONTENT-TEXT-docx</w:t></w:r><w:ins w:id="1" ${author('ins-author')}><w:r><w:t xml:space="preserve"> añadido</w:t></w:r></w:ins><w:del w:id="2" ${author('del-author')}><w:r><w:delText>borrado</w:delText></w:r></w:del><w:r><w:rPr><w:b/><w:rPrChange w:id="3" ${author('rpr-change-author')}><w:rPr/></w:rPrChange></w:rPr><w:t>negrita</w:t></w:r><w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r></w:p><w:p><w:pPr><w:pPrChange w:id="4" ${author('ppr-change-author')}><w:pPr/></w:pPrChange></w:pPr><w:moveFrom w:id="5" ${author('move-from-author')}><w:r><w:t>movido</w:t></w:r></w:moveFrom></w:p><w:sectPr/></w:body></w:document>`,
    ),
    'word/_rels/document.xml.rels': strToU8(
      rels([
        ['rId1', `${ns.docRel}/comments`, 'comments.xml'],
        ['rId2', 'http://schemas.microsoft.com/office/2011/relationships/commentsExtended', 'commentsExtended.xml'],
        ['rId3', 'http://schemas.microsoft.com/office/2011/relationships/people', 'people.xml'],
        ['rId4', `${ns.docRel}/settings`, 'settings.xml'],
        ['rId5', `${ns.docRel}/image`, 'media/image1.jpeg'],
        ['rId6', `${ns.docRel}/package`, 'embeddings/Microsoft_Excel_Worksheet.xlsx'],
        ['rId7', `${ns.docRel}/footnotes`, 'footnotes.xml'],
        ['rId8', `${ns.docRel}/hyperlink`, 'https://example.org/CONTENT-LINK-docx', true],
      ]),
    ),
    'word/comments.xml': strToU8(
      `${decl}<w:comments xmlns:w="${ns.w}"><w:comment w:id="0" w:author="${marker}-docx-comment-author" w:initials="${marker}-docx-comment-initials" w:date="2024-03-01T10:00:00Z"><w:p><w:r><w:t>CONTENT-COMMENT-docx</w:t></w:r></w:p></w:comment></w:comments>`,
    ),
    'word/commentsExtended.xml': strToU8(
      `${decl}<w15:commentsEx xmlns:w15="${ns.w15}"><w15:commentEx w15:paraId="00000001" w15:done="0"/></w15:commentsEx>`,
    ),
    'word/people.xml': strToU8(
      `${decl}<w15:people xmlns:w15="${ns.w15}"><w15:person w15:author="${marker}-docx-people-author"><w15:presenceInfo w15:providerId="AD" w15:userId="${marker}-docx-people-user-id"/></w15:person></w15:people>`,
    ),
    'word/footnotes.xml': strToU8(
      `${decl}<w:footnotes xmlns:w="${ns.w}"><w:footnote w:id="1"><w:p><w:ins w:id="9" ${author('footnote-ins-author')}><w:r><w:t>nota</w:t></w:r></w:ins></w:p></w:footnote></w:footnotes>`,
    ),
    'word/settings.xml': strToU8(
      `${decl}<w:settings xmlns:w="${ns.w}" xmlns:r="${ns.r}"><w:attachedTemplate r:id="rId1"/><w:trackRevisions/></w:settings>`,
    ),
    'word/_rels/settings.xml.rels': strToU8(
      rels([
        ['rId1', `${ns.docRel}/attachedTemplate`, `file:///C:\\Users\\${marker}-docx-template-path\\Normal.dotm`, true],
      ]),
    ),
    '_xmlsignatures/origin.sigs': new Uint8Array(),
    '_xmlsignatures/sig1.xml': strToU8(
      `${decl}<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><KeyInfo><X509Data><X509SubjectName>CN=${marker}-docx-signer</X509SubjectName></X509Data></KeyInfo></Signature>`,
    ),
    '_xmlsignatures/_rels/origin.sigs.rels': strToU8(
      rels([
        [
          'rId1',
          'http://schemas.openxmlformats.org/package/2006/relationships/digital-signature/signature',
          'sig1.xml',
        ],
      ]),
    ),
    'word/media/image1.jpeg': await jpegWithExif('docx-image-exif'),
    'word/embeddings/Microsoft_Excel_Worksheet.xlsx': await xlsxFile('docx-embedded-xlsx'),
  });
}

async function pptxFile(): Promise<Uint8Array> {
  return zipSync({
    '[Content_Types].xml': strToU8(
      contentTypes({
        '/ppt/presentation.xml': 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
        '/ppt/slides/slide1.xml': 'application/vnd.openxmlformats-officedocument.presentationml.slide+xml',
        '/ppt/commentAuthors.xml': 'application/vnd.openxmlformats-officedocument.presentationml.commentAuthors+xml',
        '/ppt/comments/comment1.xml': 'application/vnd.openxmlformats-officedocument.presentationml.comments+xml',
        '/ppt/authors.xml': 'application/vnd.ms-powerpoint.authors+xml',
        ...docPropsOverrides,
      }),
    ),
    '_rels/.rels': strToU8(rels([['rId1', `${ns.docRel}/officeDocument`, 'ppt/presentation.xml'], ...docPropsRels])),
    ...docProps('pptx'),
    'ppt/presentation.xml': strToU8(
      `${decl}<p:presentation xmlns:p="${ns.p}" xmlns:r="${ns.r}"><p:sldIdLst><p:sldId id="256" r:id="rId1"/></p:sldIdLst></p:presentation>`,
    ),
    'ppt/_rels/presentation.xml.rels': strToU8(
      rels([
        ['rId1', `${ns.docRel}/slide`, 'slides/slide1.xml'],
        ['rId2', `${ns.docRel}/commentAuthors`, 'commentAuthors.xml'],
        ['rId3', 'http://schemas.microsoft.com/office/2018/10/relationships/authors', 'authors.xml'],
      ]),
    ),
    'ppt/slides/slide1.xml': strToU8(
      `${decl}<p:sld xmlns:p="${ns.p}" xmlns:a="${ns.a}"><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>CONTENT-TEXT-pptx</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
    ),
    'ppt/slides/_rels/slide1.xml.rels': strToU8(
      rels([
        ['rId1', `${ns.docRel}/comments`, '../comments/comment1.xml'],
        ['rId2', `${ns.docRel}/image`, '../media/image1.webp'],
      ]),
    ),
    'ppt/commentAuthors.xml': strToU8(
      `${decl}<p:cmAuthorLst xmlns:p="${ns.p}"><p:cmAuthor id="0" name="${marker}-pptx-comment-author" initials="${marker}-pptx-comment-initials" lastIdx="1" clrIdx="0"/></p:cmAuthorLst>`,
    ),
    'ppt/comments/comment1.xml': strToU8(
      `${decl}<p:cmLst xmlns:p="${ns.p}"><p:cm authorId="0" dt="2024-03-01T10:00:00.000" idx="1"><p:pos x="10" y="10"/><p:text>CONTENT-COMMENT-pptx</p:text></p:cm></p:cmLst>`,
    ),
    'ppt/authors.xml': strToU8(
      `${decl}<p188:authorLst xmlns:p188="http://schemas.microsoft.com/office/powerpoint/2018/8/main"><p188:author id="{00000000-0000-0000-0000-000000000003}" name="${marker}-pptx-modern-author" initials="${marker}-pptx-modern-initials" userId="${marker}-pptx-modern-user-id" providerId="AD"/></p188:authorLst>`,
    ),
    'ppt/media/image1.webp': await webpWithExif('pptx-image-exif'),
  });
}

/** The markers planted in a docProps set, in an xlsx built by xlsxFile, in an ODF file. */
function docPropsMarkers(tag: string): string[] {
  return [
    'title',
    'creator',
    'last-modified-by',
    'keywords',
    'description',
    'template',
    'company',
    'manager',
    'custom-property',
  ].map((place) => `${tag}-${place}`);
}
function xlsxMarkers(tag: string): string[] {
  return [
    ...docPropsMarkers(tag),
    ...['abs-path', 'comment-author', 'person-name', 'person-user-id', 'image-exif'].map((place) => `${tag}-${place}`),
  ];
}

describe('stripMetadata: OOXML', () => {
  it('docx: no author, revision author, comment author, property, template path, signer or EXIF left; text and parts kept', async () => {
    const entries = await cleanPackage(await docxFile(), mimes.docx, [
      ...docPropsMarkers('docx'),
      ...['ins-author', 'del-author', 'rpr-change-author', 'ppr-change-author', 'move-from-author'].map(
        (p) => `docx-${p}`,
      ),
      'docx-footnote-ins-author',
      'docx-comment-author',
      'docx-comment-initials',
      'docx-people-author',
      'docx-people-user-id',
      'docx-template-path',
      'docx-signer',
      'docx-image-exif',
      ...xlsxMarkers('docx-embedded-xlsx'),
    ]);
    const document = xmlOf(entries, 'word/document.xml');
    expect(document.documentElement?.textContent).toContain('CONTENT-TEXT-docx');
    expect(document.getElementsByTagNameNS(ns.w, 'ins')).toHaveLength(1);
    expect(strFromU8(entries['word/comments.xml'] ?? new Uint8Array())).toContain('CONTENT-COMMENT-docx');
    expect(strFromU8(entries['word/_rels/document.xml.rels'] ?? new Uint8Array())).toContain('CONTENT-LINK-docx');
    const core = xmlOf(entries, 'docProps/core.xml').documentElement;
    expect(core?.localName).toBe('coreProperties');
    expect((await sharp(Buffer.from(entries['word/media/image1.jpeg'] ?? [])).metadata()).exif).toBeUndefined();
    const embedded = unzipSync(entries['word/embeddings/Microsoft_Excel_Worksheet.xlsx'] ?? new Uint8Array());
    expect(strFromU8(embedded['xl/worksheets/sheet1.xml'] ?? new Uint8Array())).toContain(
      'CONTENT-TEXT-docx-embedded-xlsx',
    );
  });

  it('xlsx: no author, comment author, person, file path or image EXIF left; cells kept', async () => {
    const entries = await cleanPackage(await xlsxFile('xlsx'), mimes.xlsx, xlsxMarkers('xlsx'));
    expect(xmlOf(entries, 'xl/worksheets/sheet1.xml').documentElement?.textContent).toBe('CONTENT-TEXT-xlsx');
    expect(strFromU8(entries['xl/comments1.xml'] ?? new Uint8Array())).toContain('Comentario visible');
    expect(strFromU8(entries['[Content_Types].xml'] ?? new Uint8Array())).toContain('/docProps/custom.xml');
  });

  it('pptx: no author, comment author (legacy and modern) or image EXIF left; slide text kept', async () => {
    const entries = await cleanPackage(await pptxFile(), mimes.pptx, [
      ...docPropsMarkers('pptx'),
      'pptx-comment-author',
      'pptx-comment-initials',
      'pptx-modern-author',
      'pptx-modern-initials',
      'pptx-modern-user-id',
      'pptx-image-exif',
    ]);
    expect(xmlOf(entries, 'ppt/slides/slide1.xml').documentElement?.textContent).toBe('CONTENT-TEXT-pptx');
    expect(strFromU8(entries['ppt/comments/comment1.xml'] ?? new Uint8Array())).toContain('CONTENT-COMMENT-pptx');
    expect((await sharp(Buffer.from(entries['ppt/media/image1.webp'] ?? [])).metadata()).format).toBe('webp');
  });

  it('400 for a damaged package: not a zip, truncated, or a part that is not XML', async () => {
    const docx = await docxFile();
    const damaged = {
      code: 'VALIDATION_FAILED',
      message: 'El archivo está dañado o no se puede leer',
    };
    expect(await refusal(stripMetadata(Buffer.from('PK\u0003\u0004 no es un zip'), mimes.docx))).toEqual(damaged);
    expect(await refusal(stripMetadata(Buffer.from(docx.subarray(0, docx.length - 30)), mimes.docx))).toEqual(damaged);
    const entries = unzipSync(docx);
    entries['word/document.xml'] = strToU8('<w:document><w:body>');
    expect(await refusal(stripMetadata(Buffer.from(zipSync(entries)), mimes.docx))).toEqual(damaged);
    expect(await refusal(stripMetadata(Buffer.from(zipSync({ 'a.txt': strToU8('x') })), mimes.xlsx))).toEqual(damaged);
  });
});
