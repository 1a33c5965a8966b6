import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { server } from './msw-server.ts';

type User = ReturnType<typeof userEvent.setup>;

/** Replaces a field's text in one input event (typing key by key is slow under jsdom). */
export async function fill(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Answers the generic delete confirmation that has just been asked for with "Eliminar". */
export async function confirmDeletion(user: User): Promise<void> {
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('¿Está seguro que desea eliminar este elemento?');
  await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
}

/** The bodies written to a resource, and the ids deleted. */
export type ResourceCalls = { posts: unknown[]; puts: unknown[]; deletes: string[] };

type ResourceApiOptions<T> = {
  /** The table behind `/api/denuncias/{resource}`; bodies are wrapped under this name. */
  resource: string;
  /** The rows' id column. */
  idKey: keyof T & string;
  rows: T[];
  /** The id a created row gets. */
  newId: number;
  /** Answers every POST and PUT instead of saving. */
  writeAnswer?: () => Response;
  /** Answers every DELETE instead of deleting. */
  deleteAnswer?: () => Response;
};

/** A small in-memory resource behind the generic routes (GetList, POST, PUT, DELETE /:id). */
export function useResourceApi<T extends object>({
  resource,
  idKey,
  rows: seed,
  newId,
  writeAnswer,
  deleteAnswer,
}: ResourceApiOptions<T>): ResourceCalls {
  const base = `/api/denuncias/${resource}`;
  let rows = seed;
  const calls: ResourceCalls = { posts: [], puts: [], deletes: [] };
  server.use(
    http.post(`${base}/GetList`, () => HttpResponse.json({ success: true, total: rows.length, data: rows })),
    http.post(`${base}/`, async ({ request }) => {
      const body = (await request.json()) as Record<string, T>;
      calls.posts.push(body);
      if (writeAnswer) {
        return writeAnswer();
      }
      const created = { ...body[resource], [idKey]: newId } as T;
      rows = [...rows, created];
      return HttpResponse.json({ success: true, data: created });
    }),
    http.put(`${base}/`, async ({ request }) => {
      const body = (await request.json()) as Record<string, T>;
      calls.puts.push(body);
      if (writeAnswer) {
        return writeAnswer();
      }
      const updated = body[resource] as T;
      rows = rows.map((row) => (row[idKey] === updated[idKey] ? updated : row));
      return HttpResponse.json({ success: true, data: updated });
    }),
    http.delete(`${base}/:id`, ({ params }) => {
      calls.deletes.push(String(params.id));
      if (deleteAnswer) {
        return deleteAnswer();
      }
      rows = rows.filter((row) => String(row[idKey]) !== params.id);
      return HttpResponse.json({ success: true });
    }),
  );
  return calls;
}
