/** Checks the fields a client sends for a task (a bad field: a 400 message, nothing changes). */
import { isRecord } from '../router.ts';
import { isoOrNull, type Checked } from './notes-fields.ts';
import { type SubTask, type Task } from './tasks-seed.ts';

export type TaskFields = Partial<Omit<Task, 'id' | 'order'>>;

function fail(error: string): { ok: false; error: string } {
  return { ok: false, error };
}

function checkSubTasks(value: unknown, newId: () => string): Checked<SubTask[]> {
  if (!Array.isArray(value)) {
    return fail('subTasks must be a list');
  }
  const out: SubTask[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.title !== 'string') {
      return fail('A subtask needs a title text');
    }
    if (item.completed !== undefined && typeof item.completed !== 'boolean') {
      return fail('completed must be true or false');
    }
    const id = typeof item.id === 'string' && item.id ? item.id : newId();
    out.push({ id, title: item.title, completed: item.completed === true });
  }
  if (new Set(out.map((sub) => sub.id)).size !== out.length) {
    return fail('Subtask ids must be unique');
  }
  return { ok: true, value: out };
}

/** The editable fields of a task among `patch` (unknown keys, `id` and `order` are ignored). */
export function checkTaskFields(patch: unknown, tagIds: Set<string>, newId: () => string): Checked<TaskFields> {
  if (!isRecord(patch)) {
    return fail('The task must be an object');
  }
  const out: TaskFields = {};
  if (patch.type !== undefined) {
    if (patch.type !== 'task' && patch.type !== 'section') {
      return fail("type must be 'task' or 'section'");
    }
    out.type = patch.type;
  }
  for (const key of ['title', 'notes'] as const) {
    if (patch[key] !== undefined) {
      if (typeof patch[key] !== 'string') {
        return fail(`${key} must be a text`);
      }
      out[key] = patch[key];
    }
  }
  if (patch.completed !== undefined) {
    if (typeof patch.completed !== 'boolean') {
      return fail('completed must be true or false');
    }
    out.completed = patch.completed;
  }
  if (patch.dueDate !== undefined) {
    const dueDate = isoOrNull(patch.dueDate);
    if (dueDate === undefined) {
      return fail('dueDate must be a date or null');
    }
    out.dueDate = dueDate;
  }
  if (patch.priority !== undefined) {
    if (patch.priority !== 0 && patch.priority !== 1 && patch.priority !== 2) {
      return fail('priority must be 0, 1 or 2');
    }
    out.priority = patch.priority;
  }
  if (patch.assignedTo !== undefined) {
    if (patch.assignedTo !== null && typeof patch.assignedTo !== 'string') {
      return fail('assignedTo must be a text or null');
    }
    out.assignedTo = patch.assignedTo;
  }
  if (patch.tags !== undefined) {
    if (!Array.isArray(patch.tags) || !patch.tags.every((id) => typeof id === 'string' && tagIds.has(id))) {
      return fail('tags must be a list of existing tag ids');
    }
    out.tags = [...new Set(patch.tags as string[])];
  }
  if (patch.subTasks !== undefined) {
    const subTasks = checkSubTasks(patch.subTasks, newId);
    if (!subTasks.ok) {
      return subTasks;
    }
    out.subTasks = subTasks.value;
  }
  return { ok: true, value: out };
}
