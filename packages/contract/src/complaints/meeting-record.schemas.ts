import { z } from 'zod';

/** How the reporter asks to meet (issue 17 §2; art 7.2 Ley 2/2023): in person or by video call. */
export const meetingModes = ['presencial', 'videollamada'] as const;
export type MeetingMode = (typeof meetingModes)[number];

/** The date a handler proposed for a meeting the reporter asked for. */
export const meetingProposalSchema = z.object({
  /** Local date and time of the meeting, `YYYY-MM-DDTHH:mm`. */
  fecha: z.string(),
  /** Where, or the video-call link. */
  lugar: z.string(),
  /** When it was proposed. */
  fec_propuesta: z.string(),
});

/** A meeting the reporter asked for, as the case and the reporter's follow-up show it. */
export const meetingRecordSchema = z.object({
  modalidad: z.enum(meetingModes),
  /** When the reporter said they are available; null when they did not say. */
  disponibilidad: z.string().nullable(),
  fec_solicitada: z.string(),
  /** The last day a date must be proposed by (7 days after the request). */
  vence: z.string(),
  propuesta: meetingProposalSchema.nullable(),
});
export type MeetingRecord = z.infer<typeof meetingRecordSchema>;
