import { describe, expect, it } from 'vitest';
import { filterNotes, fromLocalInput, parseFilter, toLocalInput, type Note } from './notes-api.ts';

function note(id: string, fields: Partial<Note>): Note {
  return {
    id,
    title: id,
    content: '',
    tasks: [],
    image: null,
    reminder: null,
    labels: [],
    archived: false,
    createdAt: '2026-06-01T00:00:00.000Z',
    updatedAt: '2026-06-01T00:00:00.000Z',
    ...fields,
  };
}

const notes = [
  note('plain', {}),
  note('reminded', { reminder: '2026-06-20T09:00:00.000Z', labels: ['work'] }),
  note('archived', { archived: true, labels: ['work'], reminder: '2026-06-21T09:00:00.000Z' }),
  note('labelled', { labels: ['work', 'home'] }),
];
function ids(list: Note[]): string[] {
  return list.map((item) => item.id);
}

describe('notes filters', () => {
  it('reads ?filter= (notes by default)', () => {
    expect(parseFilter(null)).toEqual({ kind: 'notes' });
    expect(parseFilter('archive')).toEqual({ kind: 'archive' });
    expect(parseFilter('reminders')).toEqual({ kind: 'reminders' });
    expect(parseFilter('label:abc')).toEqual({ kind: 'label', id: 'abc' });
    expect(parseFilter('whatever')).toEqual({ kind: 'notes' });
  });

  it('shows archived notes only under Archive', () => {
    expect(ids(filterNotes(notes, { kind: 'notes' }))).toEqual(['plain', 'reminded', 'labelled']);
    expect(ids(filterNotes(notes, { kind: 'archive' }))).toEqual(['archived']);
    expect(ids(filterNotes(notes, { kind: 'reminders' }))).toEqual(['reminded']);
    expect(ids(filterNotes(notes, { kind: 'label', id: 'work' }))).toEqual(['reminded', 'labelled']);
  });
});

describe('reminder field', () => {
  it('round-trips an ISO date-time through a datetime-local value', () => {
    const iso = '2026-06-20T09:30:00.000Z';
    const local = toLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a date')).toBeNull();
  });
});
