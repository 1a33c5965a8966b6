/** Checks the fields a client sends for a note or a checklist item (a bad field: a 400 message). */
import { isRecord } from '../router.ts';
import { type Note, type NoteTask } from './notes-seed.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

function fail(error: string): { ok: false; error: string } {
  return { ok: false, error };
}

/** A date-time text `Date` can read, as ISO; `null` stays null. */
export function isoOrNull(value: unknown): string | null | undefined {
  if (value === null) {
    return null;
  }
  if (typeof value !== 'string' || value.trim() === '') {
    return undefined;
  }
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** A checklist item: `content` text, `completed` boolean (false when absent); a fresh id when it has none. */
export function checkNoteTask(value: unknown, newId: () => string): Checked<NoteTask> {
  if (!isRecord(value) || typeof value.content !== 'string') {
    return fail('A checklist item needs a content text');
  }
  if (value.completed !== undefined && typeof value.completed !== 'boolean') {
    return fail('completed must be true or false');
  }
  const id = typeof value.id === 'string' && value.id ? value.id : newId();
  return { ok: true, value: { id, content: value.content, completed: value.completed === true } };
}

type NoteFields = Partial<Omit<Note, 'id' | 'createdAt' | 'updatedAt'>>;

/**
 * The editable fields of a note among `patch` (others are ignored): texts, the checklist, the image,
 * the reminder (ISO date-time or null), known label ids (no repeats), `archived`.
 */
export function checkNoteFields(patch: unknown, labelIds: Set<string>, newId: () => string): Checked<NoteFields> {
  if (!isRecord(patch)) {
    return fail('The note must be an object');
  }
  const out: NoteFields = {};
  for (const key of ['title', 'content'] as const) {
    if (patch[key] !== undefined) {
      if (typeof patch[key] !== 'string') {
        return fail(`${key} must be a text`);
      }
      out[key] = patch[key];
    }
  }
  if (patch.image !== undefined) {
    if (patch.image !== null && typeof patch.image !== 'string') {
      return fail('image must be a text or null');
    }
    out.image = patch.image;
  }
  if (patch.reminder !== undefined) {
    const reminder = isoOrNull(patch.reminder);
    if (reminder === undefined) {
      return fail('reminder must be a date-time or null');
    }
    out.reminder = reminder;
  }
  if (patch.archived !== undefined) {
    if (typeof patch.archived !== 'boolean') {
      return fail('archived must be true or false');
    }
    out.archived = patch.archived;
  }
  if (patch.labels !== undefined) {
    if (!Array.isArray(patch.labels) || !patch.labels.every((id) => typeof id === 'string' && labelIds.has(id))) {
      return fail('labels must be a list of existing label ids');
    }
    out.labels = [...new Set(patch.labels as string[])];
  }
  if (patch.tasks !== undefined) {
    if (!Array.isArray(patch.tasks)) {
      return fail('tasks must be a list');
    }
    const tasks: NoteTask[] = [];
    for (const item of patch.tasks) {
      const task = checkNoteTask(item, newId);
      if (!task.ok) {
        return task;
      }
      tasks.push(task.value);
    }
    if (new Set(tasks.map((task) => task.id)).size !== tasks.length) {
      return fail('Checklist item ids must be unique');
    }
    out.tasks = tasks;
  }
  return { ok: true, value: out };
}
