import { z } from 'zod';

/** An item of `api/common/messages` or `api/common/notifications`, stored per user. */
export const feedItemSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  time: z.string(),
  read: z.boolean(),
  seen: z.boolean(),
  icon: z.string().nullable(),
  image: z.string().nullable(),
  link: z.string().nullable(),
  useRouter: z.boolean(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedItemInputSchema = z
  .object({
    title: z.string().trim().max(200).nullable().optional(),
    description: z.string().trim().max(2000).nullable().optional(),
    time: z.iso.datetime({ offset: true }).optional(),
    read: z.boolean().optional(),
    seen: z.boolean().optional(),
    icon: z.string().max(100).nullable().optional(),
    image: z.string().max(2000).nullable().optional(),
    link: z.string().max(2000).nullable().optional(),
    useRouter: z.boolean().optional(),
  })
  .strict();
export type FeedItemInput = z.infer<typeof feedItemInputSchema>;

export const createMessageBodySchema = z.object({ message: feedItemInputSchema }).strict();
export const updateMessageBodySchema = z
  .object({ id: z.string().min(1).max(64), message: feedItemInputSchema })
  .strict();
export const createNotificationBodySchema = z.object({ notification: feedItemInputSchema }).strict();
export const updateNotificationBodySchema = z
  .object({ id: z.string().min(1).max(64), notification: feedItemInputSchema })
  .strict();
export const feedDeleteQuerySchema = z.object({ id: z.string().min(1).max(64) }).strict();
export const feedListResponseSchema = z.array(feedItemSchema);
/** `PATCH` and `POST` answer the stored item; `DELETE ?id=` answers the deleted item. */
export const feedItemResponseSchema = feedItemSchema;
/** `GET .../mark-all-as-read` answers `true`. */
export const markAllAsReadResponseSchema = z.literal(true);
