import { strFromU8 } from 'fflate';
import { imageMimeOf, stripImage } from './image-metadata.ts';
import {
  blankAttribute,
  elementsOf,
  emptyElement,
  parseXmlPart,
  removeElement,
  serializeXmlPart,
  type XmlPart,
} from './xml-part.ts';
import { looksLikeZip, readZip, writeZip, type ZipEntry } from './zip-package.ts';

/** Office documents embedded in Office documents (a chart's workbook inside a docx) are cleaned too, this deep. */
const maxNesting = 3;

type PackageKind = 'ooxml' | 'odf';

/** Attributes, on any element, that name or identify a person: revision and comment authors, user ids. */
const ooxmlPersonAttributes = ['author', 'initials', 'userId', 'userName', 'providerId'];
/** Attributes that identify a person on particular elements (element local name → attributes). */
const ooxmlPersonAttributesOf: Readonly<Record<string, readonly string[]>> = {
  author: ['name'], // PowerPoint modern comments (ppt/authors.xml)
  cmAuthor: ['name'], // PowerPoint comment authors (ppt/commentAuthors.xml)
  person: ['displayName'], // Excel threaded comments (xl/persons/person.xml)
  userInfo: ['name'], // Excel shared-workbook users (xl/revisions/userNames.xml)
  absPath: ['url'], // Excel's last saved folder, e.g. C:\Users\<name>\ (xl/workbook.xml)
};
const propertiesContentTypes = [
  'application/vnd.openxmlformats-package.core-properties+xml',
  'application/vnd.openxmlformats-officedocument.extended-properties+xml',
  'application/vnd.openxmlformats-officedocument.custom-properties+xml',
];
const propertiesDefaultParts = ['docProps/core.xml', 'docProps/app.xml', 'docProps/custom.xml'];
/** Relationships removed: the attached template (a path naming the user folder) and digital signatures. */
const droppedRelationships = /\/(attachedTemplate|digital-signature\/origin)$/;
/**
 * Entries removed: digital signatures, whose certificates name the signer (and which the cleaning
 * would invalidate anyway); OOXML `_xmlsignatures/`, OpenDocument META-INF/*signatures*.xml.
 */
const droppedEntries = /^(_xmlsignatures\/|META-INF\/[^/]*signatures[^/]*\.xml$)/;

const dcNamespace = 'http://purl.org/dc/elements/1.1/';
const officeNamespace = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0';
const textNamespace = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0';
const configNamespace = 'urn:oasis:names:tc:opendocument:xmlns:config:1.0';
const manifestNamespace = 'urn:oasis:names:tc:opendocument:xmlns:manifest:1.0';
/** ODF elements whose text names a person: change and annotation authors, initials, author fields. */
const odfPersonElements = ['creator-initials', 'sender-initials'];
/** ODF fields that show the author's name from the user profile (only when not fixed). */
const odfProfileFields = /^(author-name|author-initials|sender-[a-z-]+)$/;
/** settings.xml items that name the author's printers (and so, often, their office and network). */
const odfPrinterItems = ['PrinterName', 'PrinterSetup', 'PrintFaxName'];

function isXmlName(name: string): boolean {
  return name.endsWith('.xml') || name.endsWith('.rels');
}

/** Part names (without the leading '/') of the core, extended (app) and custom properties. */
function ooxmlPropertiesParts(contentTypes: XmlPart): Set<string> {
  const parts = new Set(propertiesDefaultParts);
  for (const element of elementsOf(contentTypes)) {
    const type = element.getAttribute('ContentType');
    const partName = element.getAttribute('PartName');
    if (
      element.localName === 'Override' &&
      type !== null &&
      partName !== null &&
      propertiesContentTypes.includes(type)
    ) {
      parts.add(partName.replace(/^\//, ''));
    }
  }
  return parts;
}

/** docProps parts keep their root element (and its namespaces) and lose everything inside it. */
function cleanOoxmlProperties(part: XmlPart): void {
  const root = part.document.documentElement;
  if (root !== null) {
    emptyElement(part, root);
  }
}

/**
 * Any other OOXML part: every revision, comment and person author (attributes and the
 * spreadsheet's `<author>` list), user ids, Excel's saved path; and the attached template (a file
 * path that names the author's user folder) in settings.xml and its relationship, and the
 * relationship and content type of the digital signatures removed.
 */
function cleanOoxmlPart(part: XmlPart): void {
  for (const element of elementsOf(part)) {
    const name = element.localName ?? '';
    for (const attribute of [...ooxmlPersonAttributes, ...(ooxmlPersonAttributesOf[name] ?? [])]) {
      blankAttribute(part, element, attribute);
    }
    if (name === 'author' && element.namespaceURI !== null && /spreadsheetml/.test(element.namespaceURI)) {
      emptyElement(part, element);
    }
    if (name === 'attachedTemplate') {
      removeElement(part, element);
    }
    if (name === 'Relationship' && droppedRelationships.test(element.getAttribute('Type') ?? '')) {
      removeElement(part, element);
    }
    if (name === 'Override' && droppedEntries.test((element.getAttribute('PartName') ?? '').replace(/^\//, ''))) {
      removeElement(part, element);
    }
  }
}

/** meta.xml keeps its root and an empty `<office:meta>`: no creator, dates, generator, template or user fields. */
function cleanOdfMeta(part: XmlPart): void {
  for (const element of elementsOf(part)) {
    if (element.localName === 'meta' && element.namespaceURI === officeNamespace) {
      emptyElement(part, element);
    }
  }
}

/**
 * Any other ODF part: `dc:creator` (tracked changes' `office:change-info`, annotations), initials,
 * author fields taken from the user profile, `creator` attributes (META-INF/VersionList.xml),
 * printer settings and the manifest's entries of the signatures removed.
 */
function cleanOdfPart(part: XmlPart): void {
  for (const element of elementsOf(part)) {
    const name = element.localName ?? '';
    blankAttribute(part, element, 'creator');
    const isCreator = name === 'creator' && element.namespaceURI === dcNamespace;
    const isProfileField = odfProfileFields.test(name) && element.getAttributeNS(textNamespace, 'fixed') !== 'true';
    const isSignatureEntry =
      name === 'file-entry' && droppedEntries.test(element.getAttributeNS(manifestNamespace, 'full-path') ?? '');
    if (isSignatureEntry) {
      removeElement(part, element);
      continue;
    }
    const isPrinter =
      name === 'config-item' && odfPrinterItems.includes(element.getAttributeNS(configNamespace, 'name') ?? '');
    if (isCreator || isProfileField || isPrinter || odfPersonElements.includes(name)) {
      emptyElement(part, element);
    }
  }
}

/** Which kind of package a zip is, by its entries; undefined for any other zip. */
function packageKindOf(entries: readonly ZipEntry[]): PackageKind | undefined {
  if (entries.some((entry) => entry.name === '[Content_Types].xml')) {
    return 'ooxml';
  }
  const mimetype = entries.find((entry) => entry.name === 'mimetype');
  if (mimetype !== undefined && strFromU8(mimetype.data).startsWith('application/vnd.oasis.opendocument.')) {
    return 'odf';
  }
  return undefined;
}

/** The cleaned bytes of one entry that is neither XML nor a properties part. */
async function cleanBinaryEntry(data: Uint8Array, depth: number): Promise<Uint8Array> {
  const image = imageMimeOf(data);
  if (image !== undefined) {
    return stripImage(data, image);
  }
  if (looksLikeZip(data)) {
    const entries = readZip(data);
    const kind = packageKindOf(entries);
    if (kind !== undefined) {
      if (depth >= maxNesting) {
        throw new Error('Office documents nested too deep');
      }
      return cleanPackage(entries, kind, depth + 1);
    }
  }
  return data;
}

async function cleanPackage(entries: readonly ZipEntry[], kind: PackageKind, depth: number): Promise<Buffer> {
  let properties = new Set<string>();
  if (kind === 'ooxml') {
    const contentTypes = entries.find((entry) => entry.name === '[Content_Types].xml');
    if (contentTypes === undefined) {
      throw new Error('OOXML package without [Content_Types].xml');
    }
    properties = ooxmlPropertiesParts(parseXmlPart(contentTypes.data));
  }
  const cleaned: ZipEntry[] = [];
  for (const { name, data } of entries) {
    if (droppedEntries.test(name)) {
      continue;
    }
    if (name.endsWith('/') || (kind === 'odf' && name === 'mimetype')) {
      cleaned.push({ name, data });
      continue;
    }
    if (!isXmlName(name)) {
      cleaned.push({ name, data: await cleanBinaryEntry(data, depth) });
      continue;
    }
    const part = parseXmlPart(data);
    if (kind === 'ooxml') {
      (properties.has(name) ? cleanOoxmlProperties : cleanOoxmlPart)(part);
    } else {
      (name === 'meta.xml' || name.endsWith('/meta.xml') ? cleanOdfMeta : cleanOdfPart)(part);
    }
    cleaned.push({ name, data: part.changed ? serializeXmlPart(part) : data });
  }
  if (kind === 'odf') {
    // OpenDocument: `mimetype` first and stored, so the type shows at a fixed offset.
    const first = cleaned.filter((entry) => entry.name === 'mimetype');
    return writeZip([...first, ...cleaned.filter((entry) => entry.name !== 'mimetype')], ['mimetype']);
  }
  return writeZip(cleaned);
}

/**
 * Rewrites an Office Open XML file (docx, xlsx, pptx) without who made it: docProps core, app
 * and custom properties emptied (the parts stay, so [Content_Types].xml and the relationships still
 * match), revision, comment and people authors blanked, the attached template and digital
 * signatures (the signer's certificate) dropped, embedded
 * pictures re-encoded without EXIF and embedded Office documents cleaned the same way. Throws on a
 * damaged package (not a zip, a part that is not XML, an unreadable picture).
 */
export async function stripOoxml(bytes: Uint8Array): Promise<Buffer> {
  const entries = readZip(bytes);
  if (packageKindOf(entries) !== 'ooxml') {
    throw new Error('not an Office Open XML package');
  }
  return cleanPackage(entries, 'ooxml', 0);
}

/**
 * Rewrites an OpenDocument file (odt, ods) without who made it: meta.xml emptied, tracked-change
 * and annotation authors blanked, printer settings cleared, digital signatures dropped, pictures
 * re-encoded without EXIF;
 * `mimetype` stays the first, stored entry. Throws on a damaged or encrypted package (its XML
 * parts are then not XML).
 */
export async function stripOdf(bytes: Uint8Array): Promise<Buffer> {
  const entries = readZip(bytes);
  if (packageKindOf(entries) !== 'odf') {
    throw new Error('not an OpenDocument package');
  }
  return cleanPackage(entries, 'odf', 0);
}
