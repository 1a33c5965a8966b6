import { z } from 'zod';

export type NavigationItem = {
  id: string;
  title: string;
  /** i18n key of the title; the web app falls back to `title`. */
  translation?: string;
  type: 'group' | 'basic' | 'collapsable' | 'divider';
  icon?: string;
  link?: string;
  externalLink?: boolean;
  children?: NavigationItem[];
};

export const navigationItemSchema: z.ZodType<NavigationItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    translation: z.string().optional(),
    type: z.enum(['group', 'basic', 'collapsable', 'divider']),
    icon: z.string().optional(),
    link: z.string().optional(),
    externalLink: z.boolean().optional(),
    children: z.array(navigationItemSchema).optional(),
  }),
);

/** `GET api/common/navigation`: the side navigation (`default`) and the user menu (`user`) for the caller's role. */
export const navigationResponseSchema = z.object({
  default: z.array(navigationItemSchema),
  user: z.array(navigationItemSchema),
});
export type NavigationResponse = z.infer<typeof navigationResponseSchema>;

/** `GET /api/publico/menurol/GetMenuRol/{id}`, `POST fromRole`: role ids. */
export const roleIds = { publico: 1, informante: 2, ciudadano: 3, administrador: 4 } as const;
/** `GET GetMenuRol/{id}`: an integer role id of `roleIds`; an unknown id answers 404. */
export const getMenuRolParamsSchema = z.object({ id: z.coerce.number().int().min(-2_147_483_648).max(2_147_483_647) });
export const menuRolResponseSchema = z.object({
  success: z.literal(true),
  rol: z.string(),
  menu: z.array(navigationItemSchema),
});
export type MenuRolResponse = z.infer<typeof menuRolResponseSchema>;
export const fromRoleBodySchema = z
  .object({ rol: z.enum(['publico', 'informante', 'ciudadano', 'administrador']) })
  .strict();
/** `POST fromMenu`: may the caller's role open this link? */
export const fromMenuBodySchema = z.object({ link: z.string().min(1).max(500) }).strict();
export const fromMenuResponseSchema = z.object({
  success: z.literal(true),
  link: z.string(),
  allowed: z.boolean(),
  roles: z.array(z.string()),
});
