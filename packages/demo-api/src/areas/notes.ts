/** Notes app (spec 001 §3, §7): labels, notes with a checklist, archive and reminders. */
import { defineArea } from '../engine.ts';
import { bodyRecord, isRecord, notFound, ok, textField, type DemoResponse } from '../router.ts';
import { checkNoteFields, checkNoteTask } from './notes-fields.ts';
import { seedNotes, type Note, type NoteLabel, type NotesState } from './notes-seed.ts';

const BASE = '/api/apps/notes';

function badRequest(error: string): DemoResponse {
  return { status: 400, body: { error } };
}

/** Newest first (by creation, so editing a note never moves it). */
function byCreatedDesc(a: Note, b: Note): number {
  return b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);
}

/** A label title: trimmed, not blank. */
function labelTitle(value: unknown): string | undefined {
  const title = isRecord(value) && typeof value.title === 'string' ? value.title.trim() : '';
  return title || undefined;
}

export const notesArea = defineArea<NotesState>({
  name: 'notes',
  seed: ({ random, now }) => seedNotes(random, now),
  routes({ state, now, newId }) {
    function findNote(id: string) {
      return state().notes.find((note) => note.id === id);
    }
    function labelIds() {
      return new Set(state().labels.map((label) => label.id));
    }
    function answer(note: Note) {
      return ok(structuredClone(note));
    }
    function touch(note: Note): void {
      note.updatedAt = now().toISOString();
    }
    return [
      { method: 'GET', path: `${BASE}/labels`, handler: () => ok(structuredClone(state().labels)) },
      {
        method: 'POST',
        path: `${BASE}/labels`,
        handler({ body }) {
          const title = labelTitle(bodyRecord(body).label);
          if (!title) {
            return badRequest('A label needs a title');
          }
          const label: NoteLabel = { id: newId(), title };
          state().labels.push(label);
          return ok({ ...label });
        },
      },
      {
        method: 'PATCH',
        path: `${BASE}/labels`,
        handler({ body }) {
          const fields = bodyRecord(body);
          const label = state().labels.find((item) => item.id === textField(fields, 'id'));
          if (!label) {
            return notFound();
          }
          const title = labelTitle(fields.label);
          if (!title) {
            return badRequest('A label needs a title');
          }
          label.title = title;
          return ok({ ...label });
        },
      },
      {
        method: 'DELETE',
        path: `${BASE}/labels`,
        handler({ query }) {
          const { labels, notes } = state();
          const index = labels.findIndex((label) => label.id === query.id);
          if (index < 0) {
            return notFound();
          }
          labels.splice(index, 1);
          for (const note of notes) {
            note.labels = note.labels.filter((id) => id !== query.id);
          }
          return ok(true);
        },
      },
      {
        method: 'GET',
        path: `${BASE}/all`,
        handler: () => ok(structuredClone([...state().notes].sort(byCreatedDesc))),
      },
      {
        method: 'GET',
        path: BASE,
        handler({ query }) {
          const note = findNote(query.id ?? '');
          return note ? answer(note) : notFound();
        },
      },
      {
        method: 'POST',
        path: BASE,
        handler({ body }) {
          const given = bodyRecord(body).note ?? {};
          const fields = checkNoteFields(given, labelIds(), newId);
          if (!fields.ok) {
            return badRequest(fields.error);
          }
          const at = now().toISOString();
          const note: Note = {
            title: '',
            content: '',
            tasks: [],
            image: null,
            reminder: null,
            labels: [],
            archived: false,
            ...fields.value,
            id: newId(),
            createdAt: at,
            updatedAt: at,
          };
          state().notes.unshift(note);
          return answer(note);
        },
      },
      {
        method: 'PATCH',
        path: BASE,
        handler({ body }) {
          const given = bodyRecord(body);
          const note = findNote(textField(given, 'id'));
          if (!note) {
            return notFound();
          }
          const fields = checkNoteFields(given.note, labelIds(), newId);
          if (!fields.ok) {
            return badRequest(fields.error);
          }
          Object.assign(note, fields.value);
          touch(note);
          return answer(note);
        },
      },
      {
        method: 'DELETE',
        path: BASE,
        handler({ query }) {
          const notes = state().notes;
          const index = notes.findIndex((note) => note.id === query.id);
          if (index < 0) {
            return notFound();
          }
          notes.splice(index, 1);
          return ok(true);
        },
      },
      {
        method: 'POST',
        path: `${BASE}/tasks`,
        handler({ body }) {
          const given = bodyRecord(body);
          const note = findNote(textField(given, 'noteId'));
          if (!note) {
            return notFound();
          }
          const task = checkNoteTask({ ...bodyRecord(given.task), id: undefined }, newId);
          if (!task.ok) {
            return badRequest(task.error);
          }
          note.tasks.push(task.value);
          touch(note);
          return answer(note);
        },
      },
      {
        method: 'PATCH',
        path: `${BASE}/tasks`,
        handler({ body }) {
          const given = bodyRecord(body);
          const note = findNote(textField(given, 'noteId'));
          const task = note?.tasks.find((item) => item.id === textField(given, 'id'));
          if (!note || !task) {
            return notFound();
          }
          const checked = checkNoteTask({ ...task, ...bodyRecord(given.task), id: task.id }, newId);
          if (!checked.ok) {
            return badRequest(checked.error);
          }
          Object.assign(task, checked.value);
          touch(note);
          return answer(note);
        },
      },
      {
        method: 'DELETE',
        path: `${BASE}/tasks`,
        handler({ query }) {
          const note = findNote(query.noteId ?? '');
          const index = note ? note.tasks.findIndex((task) => task.id === query.id) : -1;
          if (!note || index < 0) {
            return notFound();
          }
          note.tasks.splice(index, 1);
          touch(note);
          return answer(note);
        },
      },
    ];
  },
});
