import { z } from 'zod';
import { richTextSchema } from '../common/rich-text.schemas.ts';
import { limits } from '../limits.ts';

/** Notification (den_denuncia_notificaciones), spec §3. `contenido` is sanitised HTML. */
export const notificationSchema = z.object({
  idnotificacion: z.int32(),
  iddenuncia: z.int32(),
  descripcion: z.string(),
  fec_alta: z.string(),
  ididioma: z.int32(),
  contenido: z.string(),
  iddocumento: z.int32().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationInputSchema = z
  .object({
    idnotificacion: z.int32().positive().optional(),
    iddenuncia: z.int32().positive(),
    descripcion: z
      .string()
      .trim()
      .min(1, 'La descripción es obligatoria')
      .max(limits.notificationDescriptionMax, `Máximo ${limits.notificationDescriptionMax} caracteres`),
    /** Sanitised HTML; its limit counts the text, not the markup (richTextLength). */
    contenido: richTextSchema(limits.notificationContentMax, `Máximo ${limits.notificationContentMax} caracteres`).min(
      1,
      'El contenido es obligatorio',
    ),
    ididioma: z.int32().min(1).max(5).default(1),
    iddocumento: z.int32().positive().nullable().default(null),
    /** Read-only: accepted so a client can send back the entity it read, and ignored (the server sets it). */
    fec_alta: z.string().max(40).optional(),
  })
  .strict();
export type NotificationInput = z.infer<typeof notificationInputSchema>;

/** `POST`/`PUT /api/denuncias/den_denuncia_notificaciones/` body. */
export const notificationBodySchema = z.object({ den_denuncia_notificaciones: notificationInputSchema }).strict();
export type NotificationBody = z.infer<typeof notificationBodySchema>;

/** `GET /api/denuncias/den_denuncia_notificaciones/`: a new notification (no key) with its defaults. */
export const notificationDraftSchema = notificationSchema.omit({ idnotificacion: true, fec_alta: true });
export type NotificationDraft = z.infer<typeof notificationDraftSchema>;
export const emptyNotification: NotificationDraft = {
  iddenuncia: 0,
  descripcion: '',
  ididioma: 1,
  contenido: '',
  iddocumento: null,
};

/** Description of the automatic acknowledgement notification, per language code. */
export const acknowledgementTitles = {
  es: 'Acuse de recibo',
  cat: 'Justificant de recepció',
  eu: 'Jasotze-agiria',
  ga: 'Xustificante de recepción',
  en: 'Acknowledgement of receipt',
} as const;
