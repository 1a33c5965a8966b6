import { z } from 'zod';

/** Menu (trans_menu): a titled, coded list of options in one language. */
export const menuSchema = z.object({
  idmenu: z.int32(),
  titulo: z.string(),
  codigo: z.string(),
  ididioma: z.int32(),
});
export type Menu = z.infer<typeof menuSchema>;

export const menuInputSchema = z
  .object({
    idmenu: z.int32().positive().optional(),
    titulo: z.string().trim().min(1, 'El título es obligatorio').max(200),
    codigo: z
      .string()
      .trim()
      .min(1, 'El código es obligatorio')
      .max(64)
      .regex(/^[a-z0-9_.-]+$/i, 'El código solo admite letras, números, punto, guion y guion bajo'),
    ididioma: z.int32().min(1).max(5),
  })
  .strict();
export type MenuInput = z.infer<typeof menuInputSchema>;

/** `GET /api/denuncias/trans_menu/`: a new, not yet stored menu (no key), with defaults. */
export const menuDraftSchema = menuSchema.omit({ idmenu: true });
export type MenuDraft = z.infer<typeof menuDraftSchema>;
export const emptyMenu: MenuDraft = { titulo: '', codigo: '', ididioma: 1 };

/** Menu option (trans_menu_opcion): title, url, order and visibility. */
export const menuOptionSchema = z.object({
  idopcion: z.int32(),
  idmenu: z.int32(),
  titulo: z.string(),
  url: z.string(),
  orden: z.int32(),
  visible: z.boolean(),
});
export type MenuOption = z.infer<typeof menuOptionSchema>;

/**
 * Relative paths, anchors, mailto: and http(s) URLs only: never javascript: or data:, and never a
 * protocol-relative (`//evil.example`) or backslash (`/\evil.example`) form that browsers read as
 * another host. No backslash anywhere: browsers turn it into a slash.
 */
const safeUrl = z
  .string()
  .trim()
  .min(1, 'La URL es obligatoria')
  .max(2000)
  .refine((u) => /^(https?:\/\/|mailto:|\/|#)/i.test(u), 'La URL debe empezar por http://, https://, mailto:, / o #')
  .refine(
    (u) => !u.startsWith('//') && !u.includes('\\'),
    'Una ruta debe empezar por una sola barra y no puede contener barras invertidas',
  );

export const menuOptionInputSchema = z
  .object({
    idopcion: z.int32().positive().optional(),
    idmenu: z.int32().positive(),
    titulo: z.string().trim().min(1, 'El título es obligatorio').max(200),
    url: safeUrl,
    orden: z.int32().min(0).max(100_000).default(0),
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
