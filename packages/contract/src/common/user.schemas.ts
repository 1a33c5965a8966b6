import { z } from 'zod';

/** `GET api/common/user`: the signed-in user, or the anonymous visitor. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(['online', 'away', 'busy', 'not-visible']),
  /** A back-office person's role (issue 15), read from the database on each call; null for anybody else. */
  rol: z.enum(['responsable', 'gestor', 'auditor']).nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** `PATCH api/common/user` with body `{user}`: name, avatar and status only. */
export const patchUserBodySchema = z
  .object({
    user: z
      .object({
        name: z.string().trim().min(1).max(120).optional(),
        avatar: z.string().max(2000).nullable().optional(),
        status: z.enum(['online', 'away', 'busy', 'not-visible']).optional(),
      })
      .strict(),
  })
  .strict();

/**
 * `PUT /api/common/idioma`, the language-change call of spec §7 (its path and payload are not
 * shown there): `{ ididioma }` (1 es, 2 cat, 3 eu, 4 ga, 5 en). An administrator's choice is
 * stored and the mails the channel sends them go in that language; for anybody else nothing is
 * stored (the browser keeps its choice under `locale`) and the answer is the same success, with
 * `guardado` false.
 */
export const changeLanguageBodySchema = z.object({ ididioma: z.int32().min(1).max(5) }).strict();
export type ChangeLanguageBody = z.infer<typeof changeLanguageBodySchema>;
export const changeLanguageResponseSchema = z.object({
  success: z.literal(true),
  ididioma: z.int32(),
  guardado: z.boolean(),
});
export type ChangeLanguageResponse = z.infer<typeof changeLanguageResponseSchema>;
