import { z } from 'zod';

/*
 * Redaction of special-category data and of data not needed for the case (issue 17 §7; art 32.2
 * and 31 Ley 2/2023, art 9 GDPR). A handler strikes out a passage of what a reporter wrote (a text
 * answer, the transcript of a verbal communication) or of a chat message: the passage is replaced
 * by `redactionMark` in the stored text, which is what every handler (and the reporter's
 * follow-up) reads from then on; the text as it was before is kept sealed and readable only by the
 * Responsable (audited), and destroyed by the purge. Paths not shown in the spec.
 */

/** `POST` (the case's handlers: redacts a passage) and `GET` (its redactions, never the originals). */
export const redactionsPathPattern = '/api/denuncias/den_denuncias/{id}/tachados';
/** `GET` (Responsable only, audited): the text as it was before one redaction. */
export const redactionOriginalPathPattern = '/api/denuncias/den_denuncias/{id}/tachados/{idtachado}/original';

/** What takes the place of a redacted passage in the stored text. */
export const redactionMark = '[████]';

/** Why a passage is redacted. */
export const redactionReasons = [
  /** Special categories of data (art 9 GDPR: health, beliefs, sexual life, origin…). */
  'categoria_especial',
  /** Personal data not needed for handling the case (art 32.2). */
  'innecesario',
  /** The identity of a third party named in the report. */
  'tercero',
] as const;
export type RedactionReason = (typeof redactionReasons)[number];

/** Where the passage is. */
export const redactionSources = ['respuesta', 'transcripcion', 'mensaje'] as const;
export type RedactionSource = (typeof redactionSources)[number];

export const redactionMessages = {
  redacted: 'Pasaje tachado',
  notText: 'Ese campo no tiene texto que se pueda tachar',
  noTranscript: 'Esta comunicación no tiene transcripción',
  noMessage: 'El mensaje no existe en esta comunicación',
  badRange: 'El pasaje seleccionado no es válido',
  changed: 'El texto ha cambiado desde que lo abrió: vuelva a cargarlo y seleccione de nuevo el pasaje',
  alreadyRedacted: 'Ese pasaje ya está tachado',
  purged: 'Los datos de esta comunicación se han purgado',
} as const;

/**
 * `POST …/tachados` body. `inicio`/`fin` are UTF-16 offsets (JavaScript string indices, what a
 * textarea's selectionStart/selectionEnd give) into the text as the handler read it; `pasaje` is
 * the selected text itself, checked against the stored text so a stale view never strikes the
 * wrong words (409 `changed`). `campo` names the form field for `respuesta`, `idmensaje` the chat
 * message for `mensaje`.
 */
export const redactionBodySchema = z
  .strictObject({
    origen: z.enum(redactionSources),
    campo: z.string().min(1).max(100).optional(),
    idmensaje: z.int32().positive().optional(),
    inicio: z.int32().min(0),
    fin: z.int32().min(1),
    pasaje: z.string().min(1).max(100_000),
    motivo: z.enum(redactionReasons),
  })
  .refine((b) => b.fin > b.inicio && b.fin - b.inicio === b.pasaje.length, {
    message: redactionMessages.badRange,
    path: ['fin'],
  })
  .refine((b) => b.origen !== 'respuesta' || b.campo !== undefined, {
    message: 'Indique el campo',
    path: ['campo'],
  })
  .refine((b) => b.origen !== 'mensaje' || b.idmensaje !== undefined, {
    message: 'Indique el mensaje',
    path: ['idmensaje'],
  });
export type RedactionBody = z.infer<typeof redactionBodySchema>;

/** One redaction as the case's handlers see it: where, why, who, when; never the passage. */
export const redactionSchema = z.object({
  idtachado: z.int32(),
  origen: z.enum(redactionSources),
  /** The form field (`respuesta`), else null. */
  campo: z.string().nullable(),
  /** The chat message (`mensaje`), else null. */
  idmensaje: z.int32().nullable(),
  motivo: z.enum(redactionReasons),
  /** How many characters were struck out. */
  longitud: z.int32(),
  /** Who redacted it (their e-mail). */
  usuario: z.string(),
  fec_alta: z.string(),
});
export type Redaction = z.infer<typeof redactionSchema>;

export const redactionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: redactionSchema,
});
export const redactionListResponseSchema = z.object({ success: z.literal(true), data: z.array(redactionSchema) });
export type RedactionListResponse = z.infer<typeof redactionListResponseSchema>;

/** `GET …/tachados/{idtachado}/original` (Responsable): the whole text before that redaction, and the passage struck. */
export const redactionOriginalSchema = z.object({
  idtachado: z.int32(),
  antes: z.string(),
  pasaje: z.string(),
  /** Where the passage began in `antes` (UTF-16 offset). */
  inicio: z.int32(),
});
export type RedactionOriginal = z.infer<typeof redactionOriginalSchema>;
export const redactionOriginalResponseSchema = z.object({ success: z.literal(true), data: redactionOriginalSchema });

export const redactionParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const redactionOriginalParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  idtachado: z.coerce.number().int().positive(),
});
