import { describe, expect, it } from 'vitest';
import { TEST_NOW, useDemoServer } from '../test-support.ts';
import { NOTE_LABEL_TITLES, SEED_NOTE_COUNT, type Note, type NoteLabel } from './notes-seed.ts';

const demo = useDemoServer();
const BASE = '/api/apps/notes';

async function all(): Promise<Note[]> {
  return (await demo.call('GET', `${BASE}/all`)).body as Note[];
}
async function labels(): Promise<NoteLabel[]> {
  return (await demo.call('GET', `${BASE}/labels`)).body as NoteLabel[];
}

describe('notes list', () => {
  it('lists the seeded notes newest first, with the fields of §3', async () => {
    const notes = await all();
    expect(notes).toHaveLength(SEED_NOTE_COUNT);
    const created = notes.map((note) => note.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const labelIds = new Set((await labels()).map((label) => label.id));
    for (const note of notes) {
      expect(Object.keys(note).sort()).toEqual(
        ['archived', 'content', 'createdAt', 'id', 'image', 'labels', 'reminder', 'tasks', 'title', 'updatedAt'].sort(),
      );
      expect(note.labels.every((id) => labelIds.has(id))).toBe(true);
      expect(Date.parse(note.createdAt)).toBeLessThanOrEqual(TEST_NOW.getTime());
    }
    expect(notes.some((note) => note.archived)).toBe(true);
    expect(notes.some((note) => note.tasks.length > 0)).toBe(true);
  });

  it('is deterministic: a reset gives the same notes', async () => {
    const before = await all();
    demo.api.reset();
    expect(await all()).toEqual(before);
  });
});

describe('labels', () => {
  it('creates, renames and deletes a label; deleting strips it from every note', async () => {
    expect((await labels()).map((label) => label.title)).toEqual(NOTE_LABEL_TITLES);
    const created = (await demo.call('POST', `${BASE}/labels`, { label: { title: '  Ideas ' } })).body as NoteLabel;
    expect(created.title).toBe('Ideas');
    const renamed = await demo.call('PATCH', `${BASE}/labels`, { id: created.id, label: { title: 'Big ideas' } });
    expect(renamed).toEqual({ status: 200, body: { id: created.id, title: 'Big ideas' } });

    const target = (await all())[0] as Note;
    await demo.call('PATCH', BASE, { id: target.id, note: { labels: [created.id] } });
    expect((await demo.call('GET', `${BASE}?id=${target.id}`)).body).toMatchObject({ labels: [created.id] });
    expect(await demo.call('DELETE', `${BASE}/labels?id=${created.id}`)).toEqual({ status: 200, body: true });
    const after = await all();
    expect(after.every((note) => !note.labels.includes(created.id))).toBe(true);
    expect((await labels()).map((label) => label.id)).not.toContain(created.id);
  });

  it('strips a seeded label from all the notes that had it', async () => {
    const notes = await all();
    const used = notes.flatMap((note) => note.labels)[0] as string;
    expect(notes.filter((note) => note.labels.includes(used)).length).toBeGreaterThan(0);
    await demo.call('DELETE', `${BASE}/labels?id=${used}`);
    const after = await all();
    expect(after.every((note) => !note.labels.includes(used))).toBe(true);
    expect(after.map((note) => note.labels.length).reduce((a, b) => a + b)).toBeLessThan(
      notes.map((note) => note.labels.length).reduce((a, b) => a + b),
    );
  });

  it('answers 404 for unknown labels and 400 for a blank title, changing nothing', async () => {
    const before = await labels();
    expect((await demo.call('PATCH', `${BASE}/labels`, { id: 'nope', label: { title: 'x' } })).status).toBe(404);
    expect((await demo.call('DELETE', `${BASE}/labels?id=nope`)).status).toBe(404);
    expect((await demo.call('POST', `${BASE}/labels`, { label: { title: '  ' } })).status).toBe(400);
    const id = (before[0] as NoteLabel).id;
    expect((await demo.call('PATCH', `${BASE}/labels`, { id, label: { title: 7 } })).status).toBe(400);
    expect(await labels()).toEqual(before);
  });
});

describe('one note', () => {
  it('creates a note at the top, updates it and deletes it', async () => {
    demo.clock.now = new Date('2026-06-16T08:00:00.000Z');
    const label = (await labels())[1] as NoteLabel;
    const answer = await demo.call('POST', BASE, {
      note: { title: 'Groceries', content: 'For Sunday', labels: [label.id], tasks: [{ content: 'Milk' }] },
    });
    const note = answer.body as Note;
    expect(note).toMatchObject({
      title: 'Groceries',
      content: 'For Sunday',
      labels: [label.id],
      archived: false,
      reminder: null,
      image: null,
      createdAt: '2026-06-16T08:00:00.000Z',
    });
    expect(note.tasks).toEqual([{ id: expect.any(String) as string, content: 'Milk', completed: false }]);
    expect((await all())[0]?.id).toBe(note.id);

    demo.clock.now = new Date('2026-06-17T08:00:00.000Z');
    const updated = (await demo.call('PATCH', BASE, { id: note.id, note: { title: 'Market', id: 'other' } }))
      .body as Note;
    expect(updated).toMatchObject({ id: note.id, title: 'Market', content: 'For Sunday' });
    expect(updated.updatedAt).toBe('2026-06-17T08:00:00.000Z');
    expect(await demo.call('DELETE', `${BASE}?id=${note.id}`)).toEqual({ status: 200, body: true });
    expect((await demo.call('GET', `${BASE}?id=${note.id}`)).status).toBe(404);
    expect(await all()).toHaveLength(SEED_NOTE_COUNT);
  });

  it('archives and unarchives a note', async () => {
    const target = (await all()).find((note) => !note.archived) as Note;
    const archived = await demo.call('PATCH', BASE, { id: target.id, note: { archived: true } });
    expect(archived.body).toMatchObject({ id: target.id, archived: true });
    expect((await all()).find((note) => note.id === target.id)?.archived).toBe(true);
    await demo.call('PATCH', BASE, { id: target.id, note: { archived: false } });
    expect((await all()).find((note) => note.id === target.id)?.archived).toBe(false);
  });

  it('sets and clears a reminder (stored as an ISO date-time)', async () => {
    const target = (await all())[2] as Note;
    const set = await demo.call('PATCH', BASE, { id: target.id, note: { reminder: '2026-07-01T09:30:00Z' } });
    expect(set.body).toMatchObject({ reminder: '2026-07-01T09:30:00.000Z' });
    const cleared = await demo.call('PATCH', BASE, { id: target.id, note: { reminder: null } });
    expect(cleared.body).toMatchObject({ reminder: null });
  });

  it('answers 404 for unknown ids and 400 for bad fields, changing nothing', async () => {
    const before = await all();
    const id = (before[0] as Note).id;
    expect((await demo.call('PATCH', BASE, { id: 'nope', note: { title: 'x' } })).status).toBe(404);
    expect((await demo.call('DELETE', `${BASE}?id=nope`)).status).toBe(404);
    expect((await demo.call('GET', BASE)).status).toBe(404);
    for (const note of [
      { title: 5 },
      { archived: 'yes' },
      { reminder: 'someday' },
      { labels: ['nope'] },
      { tasks: [{ completed: true }] },
      { title: 'ok', tasks: 'no' },
    ]) {
      expect((await demo.call('PATCH', BASE, { id, note })).status).toBe(400);
      expect((await demo.call('POST', BASE, { note })).status).toBe(400);
    }
    expect((await demo.call('PATCH', BASE, { id, note: 'text' })).status).toBe(400);
    expect(await all()).toEqual(before);
  });
});

describe('checklist tasks inside a note', () => {
  it('adds, ticks, renames and removes an item', async () => {
    const target = (await all())[0] as Note;
    const added = (await demo.call('POST', `${BASE}/tasks`, { noteId: target.id, task: { content: 'Call Ana' } }))
      .body as Note;
    const item = added.tasks.at(-1);
    expect(item).toMatchObject({ content: 'Call Ana', completed: false });
    const ticked = await demo.call('PATCH', `${BASE}/tasks`, {
      noteId: target.id,
      id: item?.id,
      task: { completed: true, content: 'Call Ana today' },
    });
    expect((ticked.body as Note).tasks.at(-1)).toEqual({ id: item?.id, content: 'Call Ana today', completed: true });
    const removed = await demo.call('DELETE', `${BASE}/tasks?noteId=${target.id}&id=${item?.id}`);
    expect((removed.body as Note).tasks).toEqual(target.tasks);
  });

  it('answers 404 for an unknown note or item and 400 for a bad item', async () => {
    const target = (await all())[0] as Note;
    expect((await demo.call('POST', `${BASE}/tasks`, { noteId: 'nope', task: { content: 'x' } })).status).toBe(404);
    expect((await demo.call('PATCH', `${BASE}/tasks`, { noteId: target.id, id: 'nope', task: {} })).status).toBe(404);
    expect((await demo.call('DELETE', `${BASE}/tasks?noteId=${target.id}&id=nope`)).status).toBe(404);
    expect((await demo.call('POST', `${BASE}/tasks`, { noteId: target.id, task: { content: 3 } })).status).toBe(400);
    expect((await demo.call('GET', `${BASE}?id=${target.id}`)).body).toEqual(target);
  });
});
