import { describe, expect, it } from 'vitest';
import { displayedText, locatePassage, redactionRange, splitAtMarks } from './redaction-text.ts';

describe('redactionRange', () => {
  it('gives the selection as UTF-16 offsets into the stored text, with the passage itself', () => {
    const text = 'Juan Pérez tiene diabetes.';
    expect(redactionRange(text, 17, 25)).toEqual({ inicio: 17, fin: 25, pasaje: 'diabetes' });
    // A backwards selection counts the same.
    expect(redactionRange(text, 25, 17)).toEqual({ inicio: 17, fin: 25, pasaje: 'diabetes' });
  });

  it('leaves out the white space at the edges of the selection, and nothing but white space is no passage', () => {
    expect(redactionRange('Juan Pérez, enfermo', 4, 12)).toEqual({ inicio: 5, fin: 11, pasaje: 'Pérez,' });
    expect(redactionRange('uno   dos', 3, 6)).toBeNull();
    expect(redactionRange('uno', 2, 2)).toBeNull();
  });

  it('counts characters outside the BMP as two, as a textarea does', () => {
    const text = '😀 Marta 😀';
    expect(redactionRange(text, 3, 8)).toEqual({ inicio: 3, fin: 8, pasaje: 'Marta' });
  });

  it('maps a selection made over CRLF line breaks (shown as LF) back onto the stored text', () => {
    const stored = 'Primera\r\nSegunda línea\r\nTercera';
    const shown = displayedText(stored);
    expect(shown).toBe('Primera\nSegunda línea\nTercera');
    const start = shown.indexOf('Segunda');
    const end = shown.indexOf('Tercera') + 'Tercera'.length;
    expect(redactionRange(stored, start, end)).toEqual({
      inicio: 9,
      fin: stored.length,
      pasaje: 'Segunda línea\r\nTercera',
    });
  });
});

describe('splitAtMarks and locatePassage', () => {
  it('cuts a stored text at each mark', () => {
    expect(splitAtMarks('A [████] y [████].')).toEqual(['A ', ' y ', '.']);
    expect(splitAtMarks('Nada')).toEqual(['Nada']);
  });

  it('finds the struck passage in the original, or says it is not there', () => {
    expect(locatePassage('Juan tiene diabetes.', 'diabetes')).toEqual(['Juan tiene ', 'diabetes', '.']);
    expect(locatePassage('Juan', 'Pedro')).toBeNull();
    // Where the server says it began, when the passage is there more than once.
    expect(locatePassage('Ana y Ana.', 'Ana', 6)).toEqual(['Ana y ', 'Ana', '.']);
    expect(locatePassage('Ana y Ana.', 'Ana', 2)).toEqual(['', 'Ana', ' y Ana.']);
  });
});
