import { z } from 'zod';

/** Menu (trans_menu): a titled, coded list of options in one language. */
export const menuSchema = z.object({
  idmenu: z.number().int(),
  titulo: z.string(),
  codigo: z.string(),
  ididioma: z.number().int(),
});
export type Menu = z.infer<typeof menuSchema>;

export const menuInputSchema = z
  .object({
    idmenu: z.number().int().positive().optional(),
    titulo: z.string().trim().min(1, 'El título es obligatorio').max(200),
    codigo: z
      .string()
      .trim()
      .min(1, 'El código es obligatorio')
      .max(64)
      .regex(/^[a-z0-9_.-]+$/i, 'El código solo admite letras, números, punto, guion y guion bajo'),
    ididioma: z.number().int().min(1).max(5),
  })
  .strict();
export type MenuInput = z.infer<typeof menuInputSchema>;

/** `GET /api/denuncias/trans_menu/`: a new, not yet stored menu (no key), with defaults. */
export const menuDraftSchema = menuSchema.omit({ idmenu: true });
export type MenuDraft = z.infer<typeof menuDraftSchema>;
export const emptyMenu: MenuDraft = { titulo: '', codigo: '', ididioma: 1 };

/** Menu option (trans_menu_opcion): title, url, order and visibility. */
export const menuOptionSchema = z.object({
  idopcion: z.number().int(),
  idmenu: z.number().int(),
  titulo: z.string(),
  url: z.string(),
  orden: z.number().int(),
  visible: z.boolean(),
});
export type MenuOption = z.infer<typeof menuOptionSchema>;

/** Relative paths, anchors, mailto: and http(s) URLs only: never javascript: or data:. */
const safeUrl = z
  .string()
  .trim()
  .min(1, 'La URL es obligatoria')
  .max(2000)
  .refine((u) => /^(https?:\/\/|mailto:|\/|#)/i.test(u), 'La URL debe empezar por http://, https://, mailto:, / o #');

export const menuOptionInputSchema = z
  .object({
    idopcion: z.number().int().positive().optional(),
    idmenu: z.number().int().positive(),
    titulo: z.string().trim().min(1, 'El título es obligatorio').max(200),
    url: safeUrl,
    orden: z.number().int().min(0).max(100_000).default(0),
    visible: z.boolean().default(true),
  })
  .strict();
export type MenuOptionInput = z.infer<typeof menuOptionInputSchema>;

/**
 * `GET /api/denuncias/trans_menu_opcion/`: a new, not yet stored option (no key), with defaults.
 * `idmenu` 0 means "no menu chosen yet": the client must pick one before saving.
 */
export const menuOptionDraftSchema = menuOptionSchema.omit({ idopcion: true });
export type MenuOptionDraft = z.infer<typeof menuOptionDraftSchema>;
export const emptyMenuOption: MenuOptionDraft = { idmenu: 0, titulo: '', url: '', orden: 0, visible: true };
