import { z } from 'zod';
import { meetingModes } from './meeting-record.schemas.ts';

/*
 * A meeting asked for by the reporter (issue 17 §2; art 7.2 Ley 2/2023): in person or by video
 * call, instead of or besides writing. The handler must propose a date within 7 days; the case
 * shows the request with its own deadline and the deadline alerts cover it. Paths not shown in
 * the spec.
 */

/** `PUT` (the reporter): asks for a meeting, or changes the request while no date is proposed. */
export const meetingRequestPath = '/api/denuncias/den_denuncias/informante/reunion';
/** `PUT /api/denuncias/den_denuncias/{id}/reunion` (the case's handlers): proposes a date. */
export const meetingProposalPathPattern = '/api/denuncias/den_denuncias/{id}/reunion';

/** Days the handler has to propose a date. */
export const meetingProposalDays = 7;
export const meetingTextMax = 500;

/** The last day (UTC calendar day, like the other deadlines) a date must be proposed by for a request made at `requestedAt`. */
export function meetingDeadlineOf(requestedAt: string): string {
  const [year = 0, month = 1, date = 1] = requestedAt.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + meetingProposalDays)).toISOString().slice(0, 10);
}

export const meetingMessages = {
  requested: 'Solicitud de reunión registrada',
  proposed: 'Propuesta de reunión enviada',
  alreadyProposed: 'Ya se le ha propuesto una fecha: responda en la conversación',
  notRequested: 'La persona informante no ha solicitado una reunión',
  pastDate: 'La fecha de la reunión debe ser posterior a ahora',
  placeRequired: 'Indique el lugar o el enlace de la videollamada',
} as const;

export const meetingRequestBodySchema = z.strictObject({
  modalidad: z.enum(meetingModes),
  disponibilidad: z.string().trim().max(meetingTextMax).optional(),
});
export type MeetingRequestBody = z.infer<typeof meetingRequestBodySchema>;

export const meetingProposalBodySchema = z.strictObject({
  fecha: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Indique una fecha y hora válidas'),
  lugar: z.string().trim().min(1, meetingMessages.placeRequired).max(meetingTextMax),
});
export type MeetingProposalBody = z.infer<typeof meetingProposalBodySchema>;

export const meetingParamsSchema = z.object({ id: z.coerce.number().int().positive() });
