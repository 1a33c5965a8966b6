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
export const redactionSources = ['respuesta', 'transcripcion', 'mensaje', 'documento'] as const;
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
  /** The document (`documento`), else null. */
  iddocumento: z.int32().nullable().default(null),
  motivo: z.enum(redactionReasons),
  /** How many characters were struck out; for a document, how many regions. */
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

/*
 * Redaction of documents (issue 17 §7, part 2; decision 065): regions of a PDF's pages or of an
 * image are blacked out. The redacted file replaces the document's content (what every handler
 * downloads from then on: pages with a region are rendered to images with the regions painted
 * black, so no text or drawing stays under them; other pages are kept as they are); the file as it
 * was is kept sealed in the blob store for the Responsable only, and goes with the purge.
 */

/** Kinds of document whose regions can be redacted. */
export const redactableDocumentMimes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/** `POST` (the case's handlers): blacks out regions of one of the case's documents. */
export const documentRedactionPathPattern = '/api/denuncias/den_denuncias/{id}/tachados/documento';
/** `GET` (the case's handlers, audited as a document read): how many pages and each page's size. */
export const documentPagesPathPattern = '/api/denuncias/den_denuncias/{id}/documentos/{iddocumento}/paginas';
/** `GET` (the case's handlers, audited): one page rendered as a PNG, to draw the regions on. */
export const documentPagePathPattern = '/api/denuncias/den_denuncias/{id}/documentos/{iddocumento}/paginas/{pagina}';
/** `GET` (Responsable only, audited `ver_original_tachado`): the document as it was before a redaction. */
export const redactionOriginalFilePathPattern =
  '/api/denuncias/den_denuncias/{id}/tachados/{idtachado}/original/archivo';

export const documentRedactionMessages = {
  redacted: 'Zonas del documento tachadas',
  notRedactable: 'Solo se pueden tachar zonas de documentos PDF o de imágenes (JPEG, PNG o WebP)',
  notInCase: 'El documento no pertenece a esta comunicación',
  noPage: 'La página indicada no existe en el documento',
  unreadable: 'No se ha podido leer el documento para tacharlo',
  badRegion: 'La zona debe quedar dentro de la página',
} as const;

/** Region maxima: a document redaction is a handful of boxes, not a drawing. */
export const documentRedactionMaxRegions = 100;

/**
 * A rectangle on a page, in fractions of the page's width and height (0–1, from its top left
 * corner): independent of the resolution the page was shown at. `pagina` counts from 1 (an image
 * has one page).
 */
export const redactionRegionSchema = z
  .strictObject({
    pagina: z.int32().min(1).max(10_000),
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    ancho: z.number().gt(0).max(1),
    alto: z.number().gt(0).max(1),
  })
  .refine((r) => r.x + r.ancho <= 1.000_001 && r.y + r.alto <= 1.000_001, {
    message: documentRedactionMessages.badRegion,
  });
export type RedactionRegion = z.infer<typeof redactionRegionSchema>;

export const documentRedactionBodySchema = z.strictObject({
  iddocumento: z.int32().positive(),
  regiones: z.array(redactionRegionSchema).min(1).max(documentRedactionMaxRegions),
  motivo: z.enum(redactionReasons),
});
export type DocumentRedactionBody = z.infer<typeof documentRedactionBodySchema>;

/** `GET …/paginas`: the document's kind and each page's size in points (PDF) or pixels (image). */
export const documentPagesSchema = z.object({
  iddocumento: z.int32(),
  tipo: z.enum(['pdf', 'imagen']),
  paginas: z.array(z.object({ ancho: z.number().positive(), alto: z.number().positive() })),
});
export type DocumentPages = z.infer<typeof documentPagesSchema>;
export const documentPagesResponseSchema = z.object({ success: z.literal(true), data: documentPagesSchema });

export const documentPagesParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  iddocumento: z.coerce.number().int().positive(),
});
export const documentPageParamsSchema = documentPagesParamsSchema.extend({
  pagina: z.coerce.number().int().min(1).max(10_000),
});
