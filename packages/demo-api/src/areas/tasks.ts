/** Tasks app (spec 001 §3, §7): tags, one ordered list of tasks and sections, search, reordering. */
import { defineArea } from '../engine.ts';
import { bodyRecord, isRecord, notFound, ok, textField, type DemoResponse } from '../router.ts';
import { checkTaskFields } from './tasks-fields.ts';
import { blankTask, seedTasks, type Task, type TaskTag, type TasksState } from './tasks-seed.ts';

const BASE = '/api/apps/tasks';

function badRequest(error: string): DemoResponse {
  return { status: 400, body: { error } };
}

/** The tasks sorted by `order`, numbered again 0, 1, 2 … (after an insert or a removal). */
export function renumber(tasks: Task[]): void {
  tasks.sort((a, b) => a.order - b.order);
  tasks.forEach((task, index) => {
    task.order = index;
  });
}

function tagTitle(value: unknown): string | undefined {
  const title = isRecord(value) && typeof value.title === 'string' ? value.title.trim() : '';
  return title || undefined;
}

/** `ids` is a list holding every id of `tasks` exactly once. */
function isPermutation(ids: unknown, tasks: Task[]): ids is string[] {
  if (!Array.isArray(ids) || ids.length !== tasks.length) {
    return false;
  }
  const known = new Set(tasks.map((task) => task.id));
  const seen = new Set<string>();
  for (const id of ids) {
    if (typeof id !== 'string' || !known.has(id) || seen.has(id)) {
      return false;
    }
    seen.add(id);
  }
  return true;
}

export const tasksArea = defineArea<TasksState>({
  name: 'tasks',
  seed: ({ random, now }) => seedTasks(random, now),
  routes({ state, newId }) {
    function findTask(id: string) {
      return state().tasks.find((task) => task.id === id);
    }
    function tagIds() {
      return new Set(state().tags.map((tag) => tag.id));
    }
    function sorted(tasks: Task[]) {
      return ok(structuredClone([...tasks].sort((a, b) => a.order - b.order)));
    }
    return [
      { method: 'GET', path: `${BASE}/tags`, handler: () => ok(structuredClone(state().tags)) },
      {
        method: 'POST',
        path: `${BASE}/tag`,
        handler({ body }) {
          const title = tagTitle(bodyRecord(body).tag);
          if (!title) {
            return badRequest('A tag needs a title');
          }
          const tag: TaskTag = { id: newId(), title };
          state().tags.push(tag);
          return ok({ ...tag });
        },
      },
      {
        method: 'PATCH',
        path: `${BASE}/tag`,
        handler({ body }) {
          const fields = bodyRecord(body);
          const tag = state().tags.find((item) => item.id === textField(fields, 'id'));
          if (!tag) {
            return notFound();
          }
          const title = tagTitle(fields.tag);
          if (!title) {
            return badRequest('A tag needs a title');
          }
          tag.title = title;
          return ok({ ...tag });
        },
      },
      {
        method: 'DELETE',
        path: `${BASE}/tag`,
        handler({ query }) {
          const { tags, tasks } = state();
          const index = tags.findIndex((tag) => tag.id === query.id);
          if (index < 0) {
            return notFound();
          }
          tags.splice(index, 1);
          for (const task of tasks) {
            task.tags = task.tags.filter((id) => id !== query.id);
          }
          return ok(true);
        },
      },
      { method: 'GET', path: `${BASE}/all`, handler: () => sorted(state().tasks) },
      {
        method: 'GET',
        path: `${BASE}/search`,
        handler({ query }) {
          const text = (query.query ?? '').trim().toLowerCase();
          const hits = state().tasks.filter(
            (task) => task.title.toLowerCase().includes(text) || task.notes.toLowerCase().includes(text),
          );
          return sorted(hits);
        },
      },
      {
        method: 'PATCH',
        path: `${BASE}/order`,
        handler({ body }) {
          const ids = bodyRecord(body).ids;
          const tasks = state().tasks;
          if (!isPermutation(ids, tasks)) {
            return badRequest('ids must list every task id exactly once');
          }
          const position = new Map(ids.map((id, index) => [id, index]));
          for (const task of tasks) {
            task.order = position.get(task.id) ?? task.order;
          }
          return sorted(tasks);
        },
      },
      {
        method: 'GET',
        path: `${BASE}/task`,
        handler({ query }) {
          const task = findTask(query.id ?? '');
          return task ? ok(structuredClone(task)) : notFound();
        },
      },
      {
        method: 'POST',
        path: `${BASE}/task`,
        handler({ body }) {
          const fields = checkTaskFields(bodyRecord(body).task ?? {}, tagIds(), newId);
          if (!fields.ok) {
            return badRequest(fields.error);
          }
          // A new task or section goes to the top of the list.
          const task: Task = { ...blankTask(newId(), 'task', '', -1), ...fields.value };
          state().tasks.push(task);
          renumber(state().tasks);
          return ok(structuredClone(task));
        },
      },
      {
        method: 'PATCH',
        path: `${BASE}/task`,
        handler({ body }) {
          const given = bodyRecord(body);
          const task = findTask(textField(given, 'id'));
          if (!task) {
            return notFound();
          }
          const fields = checkTaskFields(given.task, tagIds(), newId);
          if (!fields.ok) {
            return badRequest(fields.error);
          }
          Object.assign(task, fields.value);
          return ok(structuredClone(task));
        },
      },
      {
        method: 'DELETE',
        path: `${BASE}/task`,
        handler({ query }) {
          const tasks = state().tasks;
          const index = tasks.findIndex((task) => task.id === query.id);
          if (index < 0) {
            return notFound();
          }
          tasks.splice(index, 1);
          renumber(tasks);
          return ok(true);
        },
      },
    ];
  },
});
