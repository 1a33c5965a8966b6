import { z } from 'zod';
import { i18nTextSchema, optionalI18nTextSchema } from './i18n-text.schemas.ts';

/** Field types a form may hold (reporter issue): short/long text, choices, checkbox, date, e-mail, phone, attachment. */
export const fieldTypes = [
  'texto_corto',
  'texto_largo',
  'opcion_unica',
  'opcion_multiple',
  'casilla',
  'fecha',
  'email',
  'telefono',
  'adjunto',
] as const;
export const fieldTypeSchema = z.enum(fieldTypes);
export type FieldType = z.infer<typeof fieldTypeSchema>;

export const fieldOptionSchema = z
  .object({
    valor: z.string().trim().min(1).max(100),
    etiqueta: i18nTextSchema,
  })
  .strict();

/** One question of a form. `id` is stable across versions; answers are keyed by it. */
export const formFieldSchema = z
  .object({
    id: z
      .string()
      .min(1)
      .max(40)
      .regex(/^[a-z][a-z0-9_]*$/, 'El identificador solo admite minúsculas, números y guion bajo'),
    tipo: fieldTypeSchema,
    etiqueta: i18nTextSchema,
    ayuda: optionalI18nTextSchema.default({}),
    obligatorio: z.boolean().default(false),
    /** Maximum characters (text types) — default 2000 for short, 20000 for long text. */
    max: z.int32().min(1).max(20_000).optional(),
    opciones: z.array(fieldOptionSchema).max(50).default([]),
  })
  .strict();
export type FormField = z.infer<typeof formFieldSchema>;

/** A form: ordered fields. `version` grows when a form already used by complaints is edited. */
export const formSchema = z.object({
  idformulario: z.int32(),
  nombre: z.string(),
  version: z.int32(),
  campos: z.array(formFieldSchema),
  activo: z.boolean(),
});
export type Form = z.infer<typeof formSchema>;

export const formInputSchema = z
  .object({
    idformulario: z.int32().positive().optional(),
    nombre: z.string().trim().min(1, 'El nombre es obligatorio').max(200),
    campos: z
      .array(formFieldSchema)
      .max(60)
      .refine(
        (fields) => new Set(fields.map((f) => f.id)).size === fields.length,
        'Hay campos con el mismo identificador',
      ),
    activo: z.boolean().default(true),
    /** Read-only: accepted so a client can send back the form it read, and ignored (the server keeps it). */
    version: z.int32().optional(),
  })
  .strict();
export type FormInput = z.infer<typeof formInputSchema>;

/** `GET /api/denuncias/den_formularios/`: a new form (no key) with its defaults. */
export const formDraftSchema = formSchema.omit({ idformulario: true });
export type FormDraft = z.infer<typeof formDraftSchema>;
export const emptyForm: FormDraft = { nombre: '', version: 1, campos: [], activo: true };

export const defaultMaxLength = { texto_corto: 2000, texto_largo: 20_000 } as const;
