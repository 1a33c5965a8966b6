import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './errors.ts';

export const inspectionMessages = {
  notAllowed: 'Tipo de archivo no permitido',
  empty: 'El archivo está vacío',
} as const;

/** File extensions that belong to each type we accept; the first is the one we add when missing. */
const extensionsByMime: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'text/plain': ['txt'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'audio/mpeg': ['mp3'],
  'audio/ogg': ['ogg', 'oga', 'opus'],
  'audio/wav': ['wav'],
  'audio/mp4': ['m4a', 'mp4'],
};

/** Names file-type gives that we store under the contract's MIME type. */
const mimeAliases: Readonly<Record<string, string>> = {
  'audio/x-m4a': 'audio/mp4',
  'audio/vnd.wave': 'audio/wav',
  'audio/x-wav': 'audio/wav',
};

/** Stream names that a legacy Office file (Compound File Binary) must contain, by extension. */
const cfbKinds: Readonly<Record<string, { mime: string; streams: readonly string[] }>> = {
  doc: { mime: 'application/msword', streams: ['WordDocument'] },
  xls: { mime: 'application/vnd.ms-excel', streams: ['Workbook', 'Book'] },
};

export type InspectedFile = { mime: string; extension: string };

/**
 * The file extensions of an accepted type, the usual one first ([] for a type not accepted).
 * @example extensionsOfMime('audio/ogg') // ['ogg', 'oga', 'opus']
 */
export function extensionsOfMime(mime: string): readonly string[] {
  return extensionsByMime[mime] ?? [];
}

function notAllowed(): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', inspectionMessages.notAllowed);
}

/** The lower-case extension of a file name ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Plain text: valid UTF-8 (a BOM is fine), no NUL byte, and not a script (`#!`). */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) {
    return false;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return false;
  }
  return !text.startsWith('#!');
}

/** Whether a CFB container names one of the streams (directory entries are UTF-16LE). */
function hasCfbStream(bytes: Buffer, names: readonly string[]): boolean {
  return names.some((name) => bytes.includes(Buffer.from(`${name}\u0000`, 'utf16le')));
}

/**
 * Decides what a file is from its CONTENT (magic bytes, via file-type), never from its name or the
 * declared content type, and refuses (415) anything outside `allowed`. Two kinds have no magic of
 * their own: text/plain (only a `.txt` that is valid UTF-8 without NUL bytes) and legacy Office
 * files, which are Compound File Binary containers told apart by extension and inner stream names.
 * @example await inspectFile(bytes, 'informe.pdf', allowedUploadMimes) // { mime: 'application/pdf', extension: 'pdf' }
 */
export async function inspectFile(bytes: Buffer, fileName: string, allowed: readonly string[]): Promise<InspectedFile> {
  if (bytes.length === 0) {
    throw new AppError('VALIDATION_FAILED', inspectionMessages.empty);
  }
  const nameExtension = extensionOf(fileName);
  const detected = await fileTypeFromBuffer(bytes);
  let mime: string;
  if (detected === undefined) {
    if (nameExtension !== 'txt' || !isPlainText(bytes)) {
      throw notAllowed();
    }
    mime = 'text/plain';
  } else if (detected.mime === 'application/x-cfb') {
    const kind = cfbKinds[nameExtension];
    if (kind === undefined || !hasCfbStream(bytes, kind.streams)) {
      throw notAllowed();
    }
    mime = kind.mime;
  } else {
    const bare = detected.mime.split(';', 1)[0]?.trim() ?? '';
    mime = mimeAliases[bare] ?? bare;
  }
  const extensions = extensionsByMime[mime];
  if (!allowed.includes(mime) || extensions === undefined) {
    throw notAllowed();
  }
  const extension = extensions.includes(nameExtension) ? nameExtension : (extensions[0] ?? 'bin');
  return { mime, extension };
}

/**
 * A file name safe to store and to send back in Content-Disposition: no folders, no control or
 * bidirectional-override characters (which disguise extensions), at most 200 characters, and an
 * extension that matches the detected type.
 * @example safeFileName('C:\\fakepath\\foto\u202Egpj.exe', 'jpg') // 'fotogpj.exe.jpg'
 */
export function safeFileName(original: string, extension: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  let name = cleaned === '' ? 'documento' : cleaned;
  if (extensionOf(name) !== extension) {
    name = `${name}.${extension}`;
  }
  if (name.length > 200) {
    const suffix = `.${extension}`;
    name = `${[...name.slice(0, name.length - suffix.length)].slice(0, 200 - suffix.length).join('')}${suffix}`;
  }
  return name;
}

/**
 * `Content-Disposition: attachment` with an ASCII fallback name and the exact name in RFC 5987
 * form (`filename*=UTF-8''…`), so no header injection and no mangled accents.
 * @example attachmentDisposition('Informe año.pdf') // attachment; filename="Informe a_o.pdf"; filename*=UTF-8''Informe%20a%C3%B1o.pdf
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
