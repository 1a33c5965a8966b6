import { z } from 'zod';

/**
 * Issue 17 §4 (Ley 2/2023 art 9.2.e, decision 046): the address a reporter may leave only to be
 * told "there is news on your communication". Mails to it never carry content nor the case
 * reference; handlers only ever see whether there is one (`avisos_correo`).
 */
export const noticeAddressMax = 254;

export const noticeAddressMessages = {
  invalid: 'Introduzca un correo electrónico válido',
} as const;

/** A validated e-mail address, trimmed, at most 254 characters. */
export const noticeAddressSchema = z
  .string()
  .trim()
  .max(noticeAddressMax, noticeAddressMessages.invalid)
  .pipe(z.email(noticeAddressMessages.invalid));

/** `PUT /api/denuncias/den_denuncias/informante/correo-avisos` (Informante): sets or replaces the address. */
export const setNoticeAddressBodySchema = z.object({ correo_avisos: noticeAddressSchema }).strict();
export type SetNoticeAddressBody = z.infer<typeof setNoticeAddressBodySchema>;

/** The answer of `PUT` and `DELETE …/informante/correo-avisos`: whether notices are on now. */
export const noticeAddressResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ avisos_correo: z.boolean() }),
});
export type NoticeAddressResponse = z.infer<typeof noticeAddressResponseSchema>;
