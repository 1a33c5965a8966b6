import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFContext, type PDFObject } from 'pdf-lib';

/** Thrown for an encrypted PDF: the caller answers 415 (upload it without protection). */
export class EncryptedPdfError extends Error {
  constructor() {
    super('encrypted PDF');
    this.name = 'EncryptedPdfError';
  }
}

/**
 * Keys removed from any PDF dictionary: XMP streams and application private data (`Metadata`,
 * `PieceInfo`), additional actions (`AA`: scripts run on open, close, print, keystrokes), embedded
 * file streams of file specifications (`EF`, `RF`) and associated files (`AF`).
 */
const droppedKeys = ['Metadata', 'PieceInfo', 'AA', 'EF', 'RF', 'AF'].map((key) => PDFName.of(key));
/** Catalog keys removed: portfolios (`Collection`). */
const droppedCatalogKeys = ['Collection'].map((key) => PDFName.of(key));
/** Name trees removed from the catalog's `/Names`: document JavaScript and embedded files. */
const droppedNameTrees = ['JavaScript', 'EmbeddedFiles'].map((key) => PDFName.of(key));
/** Actions that run code, open or submit files, or reach files on the author's disk. */
const droppedActions = new Set(
  ['JavaScript', 'Launch', 'GoToE', 'GoToR', 'ImportData', 'SubmitForm', 'Rendition', 'RichMediaExecute'].map((s) =>
    PDFName.of(s),
  ),
);
/** Annotations removed from pages: attached files and rich media (Flash, video with scripts). */
const droppedAnnotations = new Set(['FileAttachment', 'RichMedia'].map((s) => PDFName.of(s)));

const annotationAuthor = PDFName.of('T');
const subtypeKey = PDFName.of('Subtype');
const rectKey = PDFName.of('Rect');
const actionType = PDFName.of('S');
const scriptKey = PDFName.of('JS');
const namesKey = PDFName.of('Names');
const annotsKey = PDFName.of('Annots');
const acroFormKey = PDFName.of('AcroForm');
const xfaKey = PDFName.of('XFA');
const widget = PDFName.of('Widget');

function resolve(context: PDFContext, object: PDFObject | undefined): PDFObject | undefined {
  return object instanceof PDFRef ? context.lookup(object) : object;
}

/** Whether an object (or what it refers to) is an action the cleaning removes. */
function isDroppedAction(context: PDFContext, object: PDFObject | undefined): boolean {
  const dict = resolve(context, object);
  if (!(dict instanceof PDFDict)) {
    return false;
  }
  const type = dict.get(actionType);
  return (type instanceof PDFName && droppedActions.has(type)) || dict.has(scriptKey);
}

/** Whether an object (or what it refers to) is an annotation the cleaning removes from its page. */
function isDroppedAnnotation(context: PDFContext, object: PDFObject | undefined): boolean {
  const dict = resolve(context, object);
  const subtype = dict instanceof PDFDict ? dict.get(subtypeKey) : undefined;
  return subtype instanceof PDFName && droppedAnnotations.has(subtype);
}

/**
 * Cleans one dictionary: the dropped keys, every value that is a dropped action (`/A`,
 * `/OpenAction`, `/Next`…), dropped annotations from an `/Annots` array and, in markup
 * annotations (comments), the author `/T` (a form field's `/T` is its name and stays).
 */
function cleanDict(context: PDFContext, dict: PDFDict): void {
  for (const key of droppedKeys) {
    dict.delete(key);
  }
  for (const [key, value] of dict.entries()) {
    if (isDroppedAction(context, value)) {
      dict.delete(key);
    }
  }
  const annots = resolve(context, dict.get(annotsKey));
  if (annots instanceof PDFArray) {
    for (let i = annots.size() - 1; i >= 0; i--) {
      if (isDroppedAnnotation(context, annots.get(i))) {
        annots.remove(i);
      }
    }
  }
  const subtype = dict.get(subtypeKey);
  if (subtype instanceof PDFName && subtype !== widget && dict.has(rectKey)) {
    dict.delete(annotationAuthor);
  }
}

/** Removes dropped actions from an array (a `/Next` chain of actions). */
function cleanArray(context: PDFContext, array: PDFArray): void {
  for (let i = array.size() - 1; i >= 0; i--) {
    if (isDroppedAction(context, array.get(i))) {
      array.remove(i);
    }
  }
}

/** Every direct value inside an object (not following references). */
function childrenOf(object: PDFObject): PDFObject[] {
  if (object instanceof PDFDict) {
    return object.entries().map(([, value]) => value);
  }
  if (object instanceof PDFArray) {
    return object.asArray();
  }
  if (object instanceof PDFStream) {
    return [object.dict];
  }
  return [];
}

/** Cleans every dictionary and array reachable inside one object (direct values only). */
function cleanObject(context: PDFContext, root: PDFObject): void {
  const stack = [root];
  for (let object = stack.pop(); object !== undefined; object = stack.pop()) {
    if (object instanceof PDFDict) {
      cleanDict(context, object);
    } else if (object instanceof PDFArray) {
      cleanArray(context, object);
    }
    stack.push(...childrenOf(object));
  }
}

/** The catalog's document-level JavaScript and embedded files, portfolio and XFA form. */
function cleanCatalog(doc: PDFDocument): void {
  const { catalog, context } = doc;
  for (const key of droppedCatalogKeys) {
    catalog.delete(key);
  }
  const names = resolve(context, catalog.get(namesKey));
  if (names instanceof PDFDict) {
    for (const key of droppedNameTrees) {
      names.delete(key);
    }
  }
  const acroForm = resolve(context, catalog.get(acroFormKey));
  if (acroForm instanceof PDFDict) {
    acroForm.delete(xfaKey);
  }
}

/**
 * Drops every indirect object the trailer's Root no longer reaches: old Info dictionaries and XMP
 * streams left by incremental updates, and those this cleaning detached (embedded files, scripts).
 */
function dropUnreachable(doc: PDFDocument): void {
  const context = doc.context;
  const reached = new Set<string>();
  const stack: PDFObject[] = [];
  if (context.trailerInfo.Root !== undefined) {
    stack.push(context.trailerInfo.Root);
  }
  for (let object = stack.pop(); object !== undefined; object = stack.pop()) {
    if (object instanceof PDFRef) {
      const tag = object.tag;
      const target = context.lookup(object);
      if (!reached.has(tag) && target !== undefined) {
        reached.add(tag);
        stack.push(target);
      }
      continue;
    }
    stack.push(...childrenOf(object));
  }
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref.tag)) {
      context.delete(ref);
    }
  }
}

/**
 * Rewrites a PDF without its metadata: the Info dictionary (Title, Author, Subject, Keywords,
 * Creator, Producer, dates) and the file identifier leave the trailer, every `/Metadata` (XMP) and
 * `/PieceInfo` goes, comment authors go, embedded files (the EmbeddedFiles name tree, file
 * attachment annotations, associated files) and JavaScript (the JavaScript name tree, OpenAction
 * and link actions, additional actions, XFA) go, and objects nothing refers to any more are
 * dropped. Saved with `updateMetadata: false` so pdf-lib adds nothing back.
 * Throws EncryptedPdfError for an encrypted PDF, pdf-lib's error for a damaged one.
 */
export async function stripPdf(bytes: Uint8Array): Promise<Buffer> {
  // Loaded even when encrypted only to tell that case apart (pdf-lib's own error class does not
  // survive its ES5 build, so `instanceof` cannot recognise it).
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  if (doc.isEncrypted) {
    throw new EncryptedPdfError();
  }
  if (doc.getPageCount() === 0) {
    throw new Error('PDF without pages');
  }
  const context = doc.context;
  context.trailerInfo.Info = undefined;
  context.trailerInfo.ID = undefined;
  cleanCatalog(doc);
  for (const [, object] of context.enumerateIndirectObjects()) {
    cleanObject(context, object);
  }
  dropUnreachable(doc);
  return Buffer.from(await doc.save({ updateFieldAppearances: false, addDefaultPage: false }));
}
