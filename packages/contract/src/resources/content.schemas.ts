import { z } from 'zod';
import { richTextSchema } from '../common/rich-text.schemas.ts';
import { limits } from '../limits.ts';

/** Content block (den_denuncia_content): HTML looked up by id or by code and language. */
export const contentSchema = z.object({
  idcontent: z.int32(),
  codigo: z.string(),
  ididioma: z.int32(),
  titulo: z.string(),
  contenido: z.string(),
  visible: z.boolean(),
});
export type Content = z.infer<typeof contentSchema>;

export const contentInputSchema = z
  .object({
    idcontent: z.int32().positive().optional(),
    codigo: z
      .string()
      .trim()
      .min(1, 'El código es obligatorio')
      .max(64)
      .regex(/^[a-z0-9_.-]+$/i, 'El código solo admite letras, números, punto, guion y guion bajo'),
    ididioma: z.int32().min(1).max(5),
    titulo: z.string().trim().max(200).default(''),
    /** HTML; its limit counts the text, not the markup (richTextLength). */
    contenido: richTextSchema(
      limits.contentMaxChars,
      `El contenido no puede superar ${limits.contentMaxChars} caracteres`,
    ),
    visible: z.boolean().default(true),
  })
  .strict();
export type ContentInput = z.infer<typeof contentInputSchema>;

/** `GET /api/denuncias/den_denuncia_content/`: a new, not yet stored block (no key), with defaults. */
export const contentDraftSchema = contentSchema.omit({ idcontent: true });
export type ContentDraft = z.infer<typeof contentDraftSchema>;
export const emptyContent: ContentDraft = { codigo: '', ididioma: 1, titulo: '', contenido: '', visible: true };
