import { describe, expect, it } from 'vitest';
import { textOf } from '../lib/demo-text.ts';
import { fileManagerStrings, type FileManagerTextKey } from './file-manager-strings.ts';
import { contentsText, dateText, fileCount, folderHref, typeText } from './file-text.ts';

function es(key: FileManagerTextKey, values?: Record<string, string | number>): string {
  return textOf(fileManagerStrings, 'es', key, values);
}
function en(key: FileManagerTextKey, values?: Record<string, string | number>): string {
  return textOf(fileManagerStrings, 'en', key, values);
}

describe('file manager texts', () => {
  it('reads the number of files of a folder', () => {
    expect(fileCount('13 files')).toBe(13);
    expect(fileCount('1 file')).toBe(1);
    expect(fileCount(null)).toBeUndefined();
    expect(fileCount('many')).toBeUndefined();
  });

  it('says the contents in the interface language', () => {
    expect(contentsText(es, '13 files')).toBe('13 archivos');
    expect(contentsText(es, '1 file')).toBe('1 archivo');
    expect(contentsText(en, '0 files')).toBe('0 files');
    expect(contentsText(es, 'odd text')).toBe('odd text');
  });

  it('names the type of an item', () => {
    expect(typeText(es, { type: 'folder' })).toBe('Carpeta');
    expect(typeText(es, { type: 'PDF' })).toBe('Archivo PDF');
    expect(typeText(en, { type: 'XLS' })).toBe('XLS file');
  });

  it('formats dates and folder links', () => {
    expect(dateText('es', '2026-03-12T10:00:00.000Z')).toBe('12 mar 2026');
    expect(dateText('en', 'not a date')).toBe('not a date');
    expect(folderHref('/demo/apps/file-manager', null)).toBe('/demo/apps/file-manager');
    expect(folderHref('/demo/apps/file-manager', 'a b')).toBe('/demo/apps/file-manager/a%20b');
  });

  it('has every text in the five languages', () => {
    const keys = Object.keys(fileManagerStrings.es).sort();
    for (const language of ['cat', 'eu', 'ga', 'en'] as const) {
      expect(Object.keys(fileManagerStrings[language]).sort()).toEqual(keys);
    }
  });
});
