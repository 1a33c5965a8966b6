import { z } from 'zod';
import { limits } from '../limits.ts';

/** A filter column of the generic list request: equality on a whitelisted field. */
export const listColumnSchema = z.object({
  name: z.string().min(1).max(64),
  data: z.union([z.string().max(500), z.number().min(-2_147_483_648).max(2_147_483_647), z.boolean(), z.null()]),
});

/** Generic list request of spec §3: start, length (-1 = all), sort, order, gettotal, columns. */
export const listRequestSchema = z
  .object({
    start: z.int32().min(0).default(0),
    length: z
      .number()
      .int()
      .min(-1)
      .max(limits.listMaxLength)
      .refine((n) => n !== 0, 'length must be -1 or a positive number')
      .default(10),
    sort: z.string().min(1).max(64).optional(),
    order: z.enum(['asc', 'desc']).default('asc'),
    gettotal: z.boolean().default(true),
    columns: z.array(listColumnSchema).max(20).default([]),
  })
  .strict();
export type ListRequest = z.infer<typeof listRequestSchema>;
export type ListRequestInput = z.input<typeof listRequestSchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), total: z.int32(), data: z.array(item) });
}
export type ListResponse<T> = { success: true; total: number; data: T[] };

/** Answer of a generic write: `success` plus the stored entity. */
export function entityResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: item });
}
export const successResponseSchema = z.object({ success: z.literal(true) });
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Body of the generic `POST /{resource}/` and `PUT /{resource}/`: the entity wrapped under the
 * resource name (spec §7). Strict: no other key is accepted.
 * @example resourceBodySchema('trans_menu', menuInputSchema) // { trans_menu: {...} }
 */
export function resourceBodySchema<N extends string, T extends z.ZodType>(name: N, input: T) {
  const shape = { [name]: input } as Record<N, T>;
  return z.object(shape).strict();
}
