import type { z } from 'zod';
import { entityResponseSchema, listResponseSchema } from '@atalaya/contract/common/list.schemas';
import type { ListRequestInput, ListResponse } from '@atalaya/contract/common/list.schemas';
import { listRequestBody } from '@atalaya/contract/landing/first-screen';
import type { ComplaintResourceName } from '@atalaya/contract/complaints/complaint-resources';
import type { ResourceName } from '@atalaya/contract/resources/resource-names';
import { apiRequest } from './api-client.ts';

const resourceBase = '/api/denuncias';

/** A generic resource, or one of the complaint resources that answer the same list and entity shapes. */
export type AnyResourceName = ResourceName | ComplaintResourceName;

// TypeScript cannot resolve zod's object output for a generic item schema; the casts below
// state the runtime shape the schemas check.

/** `POST /api/denuncias/{resource}/GetList` parsed with the entity schema. */
export async function findResourceList<S extends z.ZodType>(
  resource: AnyResourceName,
  request: ListRequestInput,
  itemSchema: S,
  signal?: AbortSignal,
): Promise<ListResponse<z.output<S>>> {
  const answer = await apiRequest(`${resourceBase}/${resource}/GetList`, {
    method: 'POST',
    body: listRequestBody(request),
    schema: listResponseSchema(itemSchema) as unknown as z.ZodType<ListResponse<z.output<S>>>,
    signal,
  });
  return answer;
}

/** Every row of a resource ordered by its `orden` (statuses, complaint types). */
export async function findAllByOrden<S extends z.ZodType>(
  resource: AnyResourceName,
  itemSchema: S,
  signal?: AbortSignal,
): Promise<z.output<S>[]> {
  const answer = await findResourceList(
    resource,
    { start: 0, length: -1, sort: 'orden', order: 'asc', columns: [] },
    itemSchema,
    signal,
  );
  return answer.data;
}

/** `GET /api/denuncias/{resource}/{id}`. */
export async function getResource<S extends z.ZodType>(
  resource: AnyResourceName,
  id: number,
  itemSchema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const answer = await apiRequest(`${resourceBase}/${resource}/${id}`, {
    schema: entityResponseSchema(itemSchema) as unknown as z.ZodType<{ success: true; data: z.output<S> }>,
    signal,
  });
  return answer.data;
}
