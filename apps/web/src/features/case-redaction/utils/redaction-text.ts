import { redactionMark } from '@atalaya/contract/complaints/redaction.schemas';

/**
 * What a textarea shows of a stored text: its value turns every CRLF and lone CR into LF (HTML's
 * newline normalisation), so its selection offsets count one character per line break.
 */
export function displayedText(stored: string): string {
  return stored.replace(/\r\n?/g, '\n');
}

/** Where each character a textarea shows starts in the stored text, plus the stored length at the end. */
function storedOffsets(stored: string): number[] {
  const offsets: number[] = [];
  for (let index = 0; index < stored.length; index += 1) {
    offsets.push(index);
    if (stored[index] === '\r' && stored[index + 1] === '\n') {
      index += 1;
    }
  }
  offsets.push(stored.length);
  return offsets;
}

/** The passage to strike out, as the contract wants it: UTF-16 offsets into the stored text and the text itself. */
export type RedactionRange = { inicio: number; fin: number; pasaje: string };

/**
 * The passage a handler selected in the textarea (`selectionStart`/`selectionEnd` over
 * `displayedText(stored)`), without the white space at its edges (a double click often takes the
 * space after a word), mapped back onto the stored text. Null when nothing but white space is selected.
 * @example redactionRange('Juan Pérez, enfermo', 4, 10) // { inicio: 5, fin: 10, pasaje: 'Pérez' }
 */
export function redactionRange(stored: string, start: number, end: number): RedactionRange | null {
  const shown = displayedText(stored);
  let from = Math.max(0, Math.min(start, end, shown.length));
  let to = Math.min(Math.max(start, end), shown.length);
  while (from < to && /\s/.test(shown.charAt(from))) {
    from += 1;
  }
  while (to > from && /\s/.test(shown.charAt(to - 1))) {
    to -= 1;
  }
  if (to <= from) {
    return null;
  }
  const offsets = storedOffsets(stored);
  const inicio = offsets[from] ?? stored.length;
  const fin = offsets[to] ?? stored.length;
  return { inicio, fin, pasaje: stored.slice(inicio, fin) };
}

/** A text cut at each `redactionMark`: the plain parts, between which a mark stands. */
export function splitAtMarks(text: string): string[] {
  return text.split(redactionMark);
}

/**
 * The original text around the struck passage: before, the passage, after. The answer names the
 * passage, not where it was, so its first occurrence is taken; null when it is not in the text.
 */
export function locatePassage(antes: string, pasaje: string, inicio?: number): [string, string, string] | null {
  // Where the server says it began; the first occurrence only for an answer without the offset.
  const at =
    pasaje === ''
      ? -1
      : inicio !== undefined && antes.slice(inicio, inicio + pasaje.length) === pasaje
        ? inicio
        : antes.indexOf(pasaje);
  if (at < 0) {
    return null;
  }
  return [antes.slice(0, at), pasaje, antes.slice(at + pasaje.length)];
}
