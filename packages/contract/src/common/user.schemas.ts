import { z } from 'zod';

/** `GET api/common/user`: the signed-in user, or the anonymous visitor. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(['online', 'away', 'busy', 'not-visible']),
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
