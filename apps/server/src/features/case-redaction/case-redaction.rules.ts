import { redactionMark, type Redaction } from '@atalaya/contract/complaints/redaction.schemas';

/*
 * Where a handler's selection lies in the stored text, and the text with it struck out (issue 17
 * §7, decision 062). Offsets are UTF-16 indices (JavaScript strings, a textarea's selection).
 */

/** A range of a text: `[inicio, fin)`. */
export type TextRange = { inicio: number; fin: number };

/** An earlier redaction of the same text: where it began in the text before it, how long it was, that text. */
export type EarlierRedaction = { inicio: number; longitud: number; antes: string };

/** What a selection turned out to be against the stored text. */
export type Located =
  | { kind: 'found'; range: TextRange }
  /** Its words are no longer where the handler saw them (another redaction struck them, or the view is stale). */
  | { kind: 'changed' }
  /** The range lies past the end of every version of the text. */
  | { kind: 'outside' };

/**
 * `range` of a text, carried over one redaction of it (struck at `inicio`, `longitud` long, replaced
 * by the mark): unchanged before it, shifted after it, null when the two overlap.
 */
export function carryOver(range: TextRange, redaction: { inicio: number; longitud: number }): TextRange | null {
  const end = redaction.inicio + redaction.longitud;
  if (range.fin <= redaction.inicio) {
    return range;
  }
  if (range.inicio >= end) {
    const shift = redactionMark.length - redaction.longitud;
    return { inicio: range.inicio + shift, fin: range.fin + shift };
  }
  return null;
}

/**
 * Where the handler's selection (`pasaje` at `[inicio, fin)` of the text as they read it) is in
 * `current`. Usually `current` is what they read. When two handlers strike passages of the same
 * text at once, the second read a version before the first's redaction: `earlier` (the redactions
 * of this text, newest first, each with the text before it) finds the newest version where the
 * selection is, and carries it over every redaction since, unless one of them struck part of it.
 * Never a range whose words differ from `pasaje`.
 */
export function locateSelection(
  current: string,
  selection: TextRange & { pasaje: string },
  earlier: readonly EarlierRedaction[],
): Located {
  const { inicio, fin, pasaje } = selection;
  if (current.slice(inicio, fin) === pasaje) {
    return { kind: 'found', range: { inicio, fin } };
  }
  let longest = current.length;
  for (let version = 0; version < earlier.length; version += 1) {
    const before = earlier[version]?.antes ?? '';
    longest = Math.max(longest, before.length);
    if (before.slice(inicio, fin) !== pasaje) {
      continue;
    }
    // Seen before redaction `version`: carry the range over it and every newer one, oldest first.
    let range: TextRange | null = { inicio, fin };
    for (let newer = version; newer >= 0 && range !== null; newer -= 1) {
      const redaction = earlier[newer];
      range = redaction === undefined ? null : carryOver(range, redaction);
    }
    if (range === null || current.slice(range.inicio, range.fin) !== pasaje) {
      return { kind: 'changed' };
    }
    return { kind: 'found', range };
  }
  return fin > longest ? { kind: 'outside' } : { kind: 'changed' };
}

/** Whether a passage holds nothing but marks of earlier redactions and white space. */
export function isOnlyMarks(pasaje: string): boolean {
  return pasaje.split(redactionMark).join('').trim() === '';
}

/**
 * Whether `range` cuts through a mark of an earlier redaction (starts or ends inside it) or through
 * a character outside the basic plane (between the halves of a surrogate pair).
 */
export function cutsThrough(text: string, range: TextRange): boolean {
  for (let at = text.indexOf(redactionMark); at !== -1; at = text.indexOf(redactionMark, at + 1)) {
    const end = at + redactionMark.length;
    const overlaps = range.inicio < end && range.fin > at;
    const covers = range.inicio <= at && range.fin >= end;
    if (overlaps && !covers) {
      return true;
    }
  }
  return isLowSurrogate(text.charCodeAt(range.inicio)) || isLowSurrogate(text.charCodeAt(range.fin));
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** `text` with `range` replaced by the mark. */
export function strikeOut(text: string, range: TextRange): string {
  return `${text.slice(0, range.inicio)}${redactionMark}${text.slice(range.fin)}`;
}

/** A den_tachados row as the handlers see it (text or document): where, why, who, when; never the content. */
export function presentRedaction(row: {
  idtachado: number;
  origen: Redaction['origen'];
  campo: string | null;
  idmensaje: number | null;
  iddocumento: number | null;
  motivo: Redaction['motivo'];
  longitud: number;
  usuario: string;
  fec_alta: string;
}): Redaction {
  return {
    idtachado: row.idtachado,
    origen: row.origen,
    campo: row.campo,
    idmensaje: row.idmensaje,
    iddocumento: row.iddocumento,
    motivo: row.motivo,
    longitud: row.longitud,
    usuario: row.usuario,
    fec_alta: row.fec_alta,
  };
}
