import type { Role } from '@atalaya/contract/auth/auth.schemas';
import type { NavigationItem } from '@atalaya/contract/common/navigation.schemas';

/** Where a role's menu entries are shown: the side navigation (`default`) or the user menu (`user`). */
export type RoleMenu = { default: readonly NavigationItem[]; user: readonly NavigationItem[] };

/** The administrator's side navigation: group Comunicaciones of spec §2, in the spec's order. */
const comunicaciones: NavigationItem = {
  id: 'comunicaciones',
  title: 'Comunicaciones',
  translation: 'nav.comunicaciones',
  type: 'group',
  children: [
    {
      id: 'resumen',
      title: 'Resumen',
      translation: 'nav.resumen',
      type: 'basic',
      icon: 'heroicons_outline:chart-pie',
      link: '/admin/denuncias/dashboard',
    },
    {
      id: 'gestion',
      title: 'Gestión',
      translation: 'nav.gestion',
      type: 'basic',
      icon: 'heroicons_outline:inbox',
      link: '/admin/denuncias/gestion',
    },
    {
      id: 'tipos',
      title: 'Tipos',
      translation: 'nav.tipos',
      type: 'basic',
      icon: 'heroicons_outline:tag',
      link: '/admin/denuncias/tipos',
    },
    {
      id: 'contenidos',
      title: 'Contenidos',
      translation: 'nav.contenidos',
      type: 'basic',
      icon: 'heroicons_outline:document-text',
      link: '/admin/denuncias/contenidos',
    },
    {
      id: 'menus',
      title: 'Menús Dinámicos',
      translation: 'nav.menus_dinamicos',
      type: 'basic',
      icon: 'heroicons_outline:bars-3',
      link: '/admin/menus',
    },
    {
      id: 'mensajes',
      title: 'Mensajes de Correo',
      translation: 'nav.mensajes_correo',
      type: 'basic',
      icon: 'heroicons_outline:envelope',
      link: '/admin/denuncias/mensajes',
    },
    {
      id: 'estados',
      title: 'Estados',
      translation: 'nav.estados',
      type: 'basic',
      icon: 'heroicons_outline:flag',
      link: '/admin/denuncias/estados',
    },
    {
      id: 'formularios',
      title: 'Formularios',
      translation: 'nav.formularios',
      type: 'basic',
      icon: 'heroicons_outline:clipboard-document-list',
      link: '/admin/denuncias/formularios',
    },
  ],
};

/** Beyond spec §2's group: the organisation's own channel settings (issue 5) and its people (issue 15). */
const configuracion: NavigationItem = {
  id: 'configuracion',
  title: 'Configuración',
  translation: 'nav.configuracion',
  type: 'group',
  children: [
    {
      id: 'ajustes',
      title: 'Ajustes del canal',
      translation: 'nav.ajustes',
      type: 'basic',
      icon: 'heroicons_outline:adjustments-horizontal',
      link: '/admin/ajustes',
    },
    {
      id: 'usuarios',
      title: 'Usuarios',
      translation: 'nav.usuarios',
      type: 'basic',
      icon: 'heroicons_outline:users',
      link: '/admin/usuarios',
    },
  ],
};

/** Entries only a Responsable del Sistema sees (issue 15): hidden from gestores and auditores. */
export const responsableOnlyItems: ReadonlySet<string> = new Set(['usuarios']);

/** The user menu of spec §2, the same for every role. */
const userMenu: readonly NavigationItem[] = [
  {
    id: 'denuncias',
    title: 'Comunicaciones Anónimas',
    translation: 'nav.comunicaciones_anonimas',
    type: 'basic',
    icon: 'heroicons_outline:megaphone',
    link: '/denuncias',
  },
];

/**
 * The one definition of what each role may open, used by `GET api/common/navigation` and by the
 * menurol calls. Only the administrator has a side navigation.
 */
export const menusByRole: Readonly<Record<Role, RoleMenu>> = {
  administrador: { default: [comunicaciones, configuracion], user: userMenu },
  publico: { default: [], user: userMenu },
  informante: { default: [], user: userMenu },
  ciudadano: { default: [], user: userMenu },
};
