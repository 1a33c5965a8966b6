import { z } from 'zod';

/** The topics a support message can be about (their names are texts of the area). */
export const supportTopics = ['general', 'licenses', 'payments', 'item', 'security'] as const;
export type SupportTopic = (typeof supportTopics)[number];

export const supportMessageMin = 20;
export const supportMessageMax = 2000;

/** The support form; messages are keys of the help center's texts, shown in the interface language. */
export const supportSchema = z.object({
  name: z.string().trim().min(1, 'support.required').max(120, 'support.tooLong'),
  email: z.string().trim().min(1, 'support.required').pipe(z.email('support.email')),
  topic: z.enum(supportTopics, { message: 'support.required' }),
  subject: z.string().trim().min(1, 'support.required').max(160, 'support.tooLong'),
  message: z
    .string()
    .trim()
    .min(supportMessageMin, 'support.messageShort')
    .max(supportMessageMax, 'support.messageLong'),
});
export type SupportValues = z.infer<typeof supportSchema>;

export const emptySupport: SupportValues = { name: '', email: '', topic: 'general', subject: '', message: '' };

/** A demo: nothing is sent anywhere (spec 001 §7 has no call for it); the answer comes after a short wait. */
export async function sendSupportLocally(values: SupportValues, waitMs = 600): Promise<{ reference: string }> {
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  let hash = 0;
  for (const char of `${values.email}|${values.subject}|${values.message}`) {
    hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  }
  return { reference: `HC-${hash.toString(36).toUpperCase().padStart(6, '0').slice(0, 6)}` };
}
