import type { SubTask, Task, TaskTag } from '@atalaya/demo-api/areas/tasks-seed';
import { demoFetch } from '../lib/demo-fetch.ts';

const base = '/api/apps/tasks';

// The engine's own shapes (types only: nothing of the engine is bundled by this import).
export type { SubTask, Task, TaskPriority, TaskTag } from '@atalaya/demo-api/areas/tasks-seed';

/** A subtask being edited: a new one has no id yet (the engine gives it one). */
export type SubTaskDraft = Omit<SubTask, 'id'> & { id?: string };
export type TaskPatch = Partial<Omit<Task, 'id' | 'order' | 'subTasks'>> & { subTasks?: SubTaskDraft[] };

export const taskKeys = {
  all: ['demo', 'tasks'] as const,
  list: ['demo', 'tasks', 'list'] as const,
  search: (query: string) => ['demo', 'tasks', 'search', query] as const,
  one: (id: string) => ['demo', 'tasks', 'one', id] as const,
  tags: ['demo', 'tasks', 'tags'] as const,
};

export function fetchTasks(): Promise<Task[]> {
  return demoFetch<Task[]>(`${base}/all`);
}
export function fetchTask(id: string): Promise<Task> {
  return demoFetch<Task>(`${base}/task`, { query: { id } });
}
export function fetchTaskTags(): Promise<TaskTag[]> {
  return demoFetch<TaskTag[]>(`${base}/tags`);
}

/** Tasks and sections whose title or notes contain `query` (any case), in list order. */
export function searchTasks(query: string): Promise<Task[]> {
  return demoFetch<Task[]>(`${base}/search`, { query: { query } });
}

export function createTask(task: TaskPatch): Promise<Task> {
  return demoFetch<Task>(`${base}/task`, { method: 'POST', json: { task } });
}

export function updateTask(id: string, task: TaskPatch): Promise<Task> {
  return demoFetch<Task>(`${base}/task`, { method: 'PATCH', json: { id, task } });
}

export function deleteTask(id: string): Promise<boolean> {
  return demoFetch<boolean>(`${base}/task`, { method: 'DELETE', query: { id } });
}

/** Sends the whole new order (every id once); answers the list in that order. */
export function reorderTasks(ids: string[]): Promise<Task[]> {
  return demoFetch<Task[]>(`${base}/order`, { method: 'PATCH', json: { ids } });
}
