import { describe, expect, it } from 'vitest';
import {
  attachmentFile,
  firstBadAddress,
  formatListDate,
  formatSize,
  pageOf,
  parseContact,
  splitAddresses,
  viewPath,
} from './mail-text.ts';

describe('mail text', () => {
  it('parses a contact with and without a name', () => {
    expect(parseContact('Ana Ruiz <ana@mail.example>')).toEqual({ name: 'Ana Ruiz', email: 'ana@mail.example' });
    expect(parseContact('me <demo@atalaya.example>')).toEqual({ name: 'me', email: 'demo@atalaya.example' });
    expect(parseContact('bo@post.example')).toEqual({ name: 'bo@post.example', email: 'bo@post.example' });
  });

  it('splits addresses and finds the first wrong one', () => {
    expect(splitAddresses(' a@b.example, c@d.example; ,')).toEqual(['a@b.example', 'c@d.example']);
    expect(firstBadAddress('a@b.example, nope, x@')).toBe('nope');
    expect(firstBadAddress('a@b.example')).toBeUndefined();
    expect(firstBadAddress('')).toBeUndefined();
  });

  it('formats sizes in kB and MB for the locale', () => {
    expect(formatSize(152_340, 'en')).toBe('149 kB');
    expect(formatSize(14 * 1024, 'es')).toMatch(/^14\s?kB$/);
    expect(formatSize(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
  });

  it('dates: time today, day and month this year, short date before', () => {
    const now = new Date(2026, 5, 15, 18, 0);
    expect(formatListDate(new Date(2026, 5, 15, 9, 5).toISOString(), now, 'en-GB')).toBe('09:05');
    expect(formatListDate(new Date(2026, 2, 3, 9, 5).toISOString(), now, 'en-GB')).toBe('3 Mar');
    expect(formatListDate(new Date(2025, 11, 24).toISOString(), now, 'en-GB')).toBe('24/12/2025');
  });

  it('builds the paths of a view, a page and a mail; reads the page', () => {
    expect(viewPath({ kind: 'folder', slug: 'inbox' })).toBe('/demo/apps/mailbox/folder/inbox');
    expect(viewPath({ kind: 'label', slug: 'work-1' }, 2, 'abc')).toBe('/demo/apps/mailbox/label/work-1/abc?page=2');
    expect(pageOf('3')).toBe(3);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('x')).toBe(1);
    expect(pageOf(null)).toBe(1);
  });

  it('makes a file for an attachment', async () => {
    const pdf = attachmentFile({
      type: 'application/pdf',
      name: 'report-2.pdf',
      size: 20_000,
      preview: 'pdf',
      downloadUrl: '',
    });
    expect(pdf.name).toBe('report-2.txt');
    expect(await pdf.blob.text()).toContain('report-2.pdf');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';
    const image = attachmentFile({
      type: 'image/png',
      name: 'photo-1.png',
      size: 20_000,
      preview: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`,
      downloadUrl: '',
    });
    expect(image.name).toBe('photo-1.svg');
    expect(await image.blob.text()).toBe(svg);
  });
});
