import type { Note, NoteLabel, NoteTask } from '@atalaya/demo-api/areas/notes-seed';
import { demoFetch } from '../lib/demo-fetch.ts';

const base = '/api/apps/notes';

// The engine's own shapes (types only: nothing of the engine is bundled by this import).
export type { Note, NoteLabel, NoteTask } from '@atalaya/demo-api/areas/notes-seed';

/** A checklist item being edited: a new one has no id yet (the engine gives it one). */
export type NoteTaskDraft = Omit<NoteTask, 'id'> & { id?: string };
export type NoteDraft = Pick<Note, 'title' | 'content' | 'reminder' | 'labels' | 'archived'> & {
  tasks: NoteTaskDraft[];
};

export const noteKeys = {
  all: ['demo', 'notes'] as const,
  list: ['demo', 'notes', 'list'] as const,
  labels: ['demo', 'notes', 'labels'] as const,
};

export function fetchNotes(): Promise<Note[]> {
  return demoFetch<Note[]>(`${base}/all`);
}
export function fetchNoteLabels(): Promise<NoteLabel[]> {
  return demoFetch<NoteLabel[]>(`${base}/labels`);
}

export function createNote(note: Partial<NoteDraft>): Promise<Note> {
  return demoFetch<Note>(base, { method: 'POST', json: { note } });
}

export function updateNote(id: string, note: Partial<NoteDraft>): Promise<Note> {
  return demoFetch<Note>(base, { method: 'PATCH', json: { id, note } });
}

export function deleteNote(id: string): Promise<boolean> {
  return demoFetch<boolean>(base, { method: 'DELETE', query: { id } });
}

export function createNoteLabel(title: string): Promise<NoteLabel> {
  return demoFetch<NoteLabel>(`${base}/labels`, { method: 'POST', json: { label: { title } } });
}

export function renameNoteLabel(id: string, title: string): Promise<NoteLabel> {
  return demoFetch<NoteLabel>(`${base}/labels`, { method: 'PATCH', json: { id, label: { title } } });
}

export function deleteNoteLabel(id: string): Promise<boolean> {
  return demoFetch<boolean>(`${base}/labels`, { method: 'DELETE', query: { id } });
}

export type NotesFilter = { kind: 'notes' | 'reminders' | 'archive' } | { kind: 'label'; id: string };

/** `?filter=` of the page: notes (default), reminders, archive or label:{id}. */
export function parseFilter(value: string | null): NotesFilter {
  if (value === 'reminders' || value === 'archive') {
    return { kind: value };
  }
  if (value?.startsWith('label:')) {
    return { kind: 'label', id: value.slice('label:'.length) };
  }
  return { kind: 'notes' };
}

/** The notes a filter shows: archived ones only under Archive. */
export function filterNotes(notes: Note[], filter: NotesFilter): Note[] {
  switch (filter.kind) {
    case 'archive':
      return notes.filter((note) => note.archived);
    case 'reminders':
      return notes.filter((note) => !note.archived && note.reminder !== null);
    case 'label':
      return notes.filter((note) => !note.archived && note.labels.includes(filter.id));
    default:
      return notes.filter((note) => !note.archived);
  }
}

/** An ISO date-time as the value of a `datetime-local` field (local time), and back. */
export function toLocalInput(iso: string | null): string {
  if (!iso) {
    return '';
  }
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function fromLocalInput(value: string): string | null {
  if (!value) {
    return null;
  }
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
