import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../test-support.ts';
import { TASK_TAG_TITLES, type Task, type TaskTag } from './tasks-seed.ts';

const demo = useDemoServer();
const BASE = '/api/apps/tasks';

async function all(): Promise<Task[]> {
  return (await demo.call('GET', `${BASE}/all`)).body as Task[];
}
function ids(tasks: Task[]) {
  return tasks.map((task) => task.id);
}

describe('tasks list', () => {
  it('answers every task and section sorted by order, 0 … n-1', async () => {
    const tasks = await all();
    expect(tasks.map((task) => task.order)).toEqual(tasks.map((_, index) => index));
    expect(tasks[0]?.type).toBe('section');
    expect(tasks.filter((task) => task.type === 'section')).toHaveLength(3);
    for (const task of tasks) {
      expect([0, 1, 2]).toContain(task.priority);
      expect(Object.keys(task)).toEqual(
        expect.arrayContaining(['id', 'type', 'title', 'notes', 'completed', 'dueDate', 'priority', 'tags']),
      );
      expect(Object.keys(task)).toEqual(expect.arrayContaining(['assignedTo', 'subTasks', 'order']));
    }
  });

  it('search is a case-insensitive contains on title or notes, in list order', async () => {
    const tasks = await all();
    const target = tasks.find((task) => task.type === 'task' && task.notes) as Task;
    const piece = target.notes.slice(4, 12).toUpperCase();
    const found = (await demo.call('GET', `${BASE}/search?query=${encodeURIComponent(piece)}`)).body as Task[];
    const expected = tasks.filter(
      (task) =>
        task.title.toLowerCase().includes(piece.toLowerCase()) ||
        task.notes.toLowerCase().includes(piece.toLowerCase()),
    );
    expect(ids(found)).toEqual(ids(expected));
    expect(ids(found)).toContain(target.id);
    expect((await demo.call('GET', `${BASE}/search?query=zzqqxx`)).body).toEqual([]);
  });
});

describe('reorder', () => {
  it('after an order call, all comes back in that order', async () => {
    const tasks = await all();
    const wanted = ids(tasks).reverse();
    const answer = await demo.call('PATCH', `${BASE}/order`, { ids: wanted });
    expect(answer.status).toBe(200);
    expect(ids(answer.body as Task[])).toEqual(wanted);
    const after = await all();
    expect(ids(after)).toEqual(wanted);
    expect(after.map((task) => task.order)).toEqual(after.map((_, index) => index));
  });

  it('moves one task down by one (what the keyboard drag sends)', async () => {
    const order = ids(await all());
    const moved = [order[0], order[2], order[1], ...order.slice(3)];
    await demo.call('PATCH', `${BASE}/order`, { ids: moved });
    expect(ids(await all())).toEqual(moved);
  });

  it('a list that is not a permutation of the ids answers 400 and changes nothing', async () => {
    const before = await all();
    const order = ids(before);
    const bad = [
      order.slice(1),
      [...order, 'extra'],
      [order[0], ...order.slice(0, -1)],
      [...order.slice(0, -1), 'nope'],
      'not a list',
      undefined,
    ];
    for (const list of bad) {
      expect((await demo.call('PATCH', `${BASE}/order`, { ids: list })).status).toBe(400);
    }
    expect(await all()).toEqual(before);
  });
});

describe('one task', () => {
  it('creates a task at the top with subtasks, edits, ticks and removes subtasks, deletes it', async () => {
    const tag = ((await demo.call('GET', `${BASE}/tags`)).body as TaskTag[])[0] as TaskTag;
    const created = (
      await demo.call('POST', `${BASE}/task`, {
        task: {
          title: 'Write the tests',
          priority: 2,
          dueDate: '2026-06-20',
          tags: [tag.id],
          subTasks: [{ title: 'Vectors' }, { title: 'Edge cases', completed: true }],
        },
      })
    ).body as Task;
    expect(created).toMatchObject({
      type: 'task',
      title: 'Write the tests',
      priority: 2,
      dueDate: '2026-06-20T00:00:00.000Z',
      tags: [tag.id],
      completed: false,
      order: 0,
    });
    expect(created.subTasks.map((sub) => [sub.title, sub.completed])).toEqual([
      ['Vectors', false],
      ['Edge cases', true],
    ]);
    const list = await all();
    expect(list[0]?.id).toBe(created.id);
    expect(list.map((task) => task.order)).toEqual(list.map((_, index) => index));

    const [first, second] = created.subTasks;
    const edited = (
      await demo.call('PATCH', `${BASE}/task`, {
        id: created.id,
        task: {
          subTasks: [{ ...first, completed: true }, { title: 'Review' }],
          completed: true,
          order: 99,
        },
      })
    ).body as Task;
    expect(edited.subTasks).toHaveLength(2);
    expect(edited.subTasks[0]).toEqual({ id: first?.id, title: 'Vectors', completed: true });
    expect(edited.subTasks[1]).toMatchObject({ title: 'Review', completed: false });
    expect(edited.subTasks.map((sub) => sub.id)).not.toContain(second?.id);
    expect(edited).toMatchObject({ completed: true, order: 0, title: 'Write the tests' });
    expect((await demo.call('GET', `${BASE}/task?id=${created.id}`)).body).toEqual(edited);

    expect(await demo.call('DELETE', `${BASE}/task?id=${created.id}`)).toEqual({ status: 200, body: true });
    expect((await demo.call('GET', `${BASE}/task?id=${created.id}`)).status).toBe(404);
    const after = await all();
    expect(after.map((task) => task.order)).toEqual(after.map((_, index) => index));
  });

  it('creates a section', async () => {
    const section = (await demo.call('POST', `${BASE}/task`, { task: { type: 'section', title: 'Someday' } }))
      .body as Task;
    expect(section).toMatchObject({ type: 'section', title: 'Someday', order: 0 });
  });

  it('answers 404 for unknown ids and 400 for bad fields, changing nothing', async () => {
    const before = await all();
    const id = (before[1] as Task).id;
    expect((await demo.call('GET', `${BASE}/task?id=nope`)).status).toBe(404);
    expect((await demo.call('PATCH', `${BASE}/task`, { id: 'nope', task: { title: 'x' } })).status).toBe(404);
    expect((await demo.call('DELETE', `${BASE}/task?id=nope`)).status).toBe(404);
    for (const task of [
      { priority: 3 },
      { priority: '1' },
      { type: 'note' },
      { dueDate: 'tomorrow' },
      { tags: ['nope'] },
      { subTasks: [{ completed: false }] },
      { completed: 'yes' },
      { title: null },
    ]) {
      expect((await demo.call('PATCH', `${BASE}/task`, { id, task })).status).toBe(400);
      expect((await demo.call('POST', `${BASE}/task`, { task })).status).toBe(400);
    }
    expect(await all()).toEqual(before);
  });
});

describe('tags', () => {
  it('creates, renames and deletes a tag; deleting strips it from every task', async () => {
    const tags = (await demo.call('GET', `${BASE}/tags`)).body as TaskTag[];
    expect(tags.map((tag) => tag.title)).toEqual(TASK_TAG_TITLES);
    const created = (await demo.call('POST', `${BASE}/tag`, { tag: { title: 'urgent' } })).body as TaskTag;
    expect((await demo.call('PATCH', `${BASE}/tag`, { id: created.id, tag: { title: 'now' } })).body).toEqual({
      id: created.id,
      title: 'now',
    });
    const used = (await all()).flatMap((task) => task.tags)[0] as string;
    await demo.call('DELETE', `${BASE}/tag?id=${used}`);
    expect((await all()).every((task) => !task.tags.includes(used))).toBe(true);
    expect((await demo.call('DELETE', `${BASE}/tag?id=nope`)).status).toBe(404);
    expect((await demo.call('POST', `${BASE}/tag`, { tag: { title: '' } })).status).toBe(400);
  });
});
