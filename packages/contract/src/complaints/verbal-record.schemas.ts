import { z } from 'zod';

/** How a verbal communication was received (issue 17 §2; art 7.2). */
export const verbalMediums = ['telefono', 'reunion', 'videollamada'] as const;
export type VerbalMedium = (typeof verbalMediums)[number];

/** A verbal communication as the case and the reporter's follow-up show it. */
export const verbalRecordSchema = z.object({
  medio: z.enum(verbalMediums),
  /** The day of the call or meeting. */
  fecha: z.string(),
  transcripcion: z.string(),
  /** When the reporter stated that they agree with the transcript; null while they have not. */
  fec_conforme: z.string().nullable(),
});
export type VerbalRecord = z.infer<typeof verbalRecordSchema>;
