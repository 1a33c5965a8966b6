import type { Role } from '@atalaya/contract/auth/auth.schemas';
import type { NavigationItem } from '@atalaya/contract/common/navigation.schemas';
import type { UserRole } from '../../db/schema.ts';

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
      // The tenant's identity provider for citizens (issue 16 §1, decision 045): the Responsable's only.
      id: 'identidad',
      title: 'Identidad (Cl@ve)',
      translation: 'nav.identidad',
      type: 'basic',
      icon: 'heroicons_outline:identification',
      link: '/admin/identidad',
    },
    {
      id: 'usuarios',
      title: 'Usuarios',
      translation: 'nav.usuarios',
      type: 'basic',
      icon: 'heroicons_outline:users',
      link: '/admin/usuarios',
    },
    {
      id: 'auditoria',
      title: 'Auditoría',
      translation: 'nav.auditoria',
      type: 'basic',
      icon: 'heroicons_outline:shield-check',
      link: '/admin/auditoria',
    },
    {
      // The register of communications (issue 17 §5, Ley 2/2023 art 26): the Responsable's only.
      id: 'libro-registro',
      title: 'Libro-registro',
      translation: 'nav.libroRegistro',
      type: 'basic',
      icon: 'heroicons_outline:book-open',
      link: '/admin/libro-registro',
    },
    {
      // The retention periods (issue 17 §6, Ley 2/2023 art 32.4, 26.2; decision 050): the Responsable's only.
      id: 'conservacion',
      title: 'Conservación de datos',
      translation: 'nav.conservacion',
      type: 'basic',
      icon: 'heroicons_outline:archive-box',
      link: '/admin/conservacion',
    },
  ],
};

/**
 * Spec 001's sample areas (issue 18): answered in the browser under /demo/, never by the server's
 * data; shown to every back-office role while DEMO_AREAS is on (navigation.service drops it else).
 */
export const demoGroup: NavigationItem = {
  id: 'demo',
  title: 'Demo',
  translation: 'nav.demo',
  type: 'group',
  children: [
    {
      id: 'demo-areas',
      title: 'Áreas de ejemplo',
      translation: 'nav.demoAreas',
      type: 'basic',
      icon: 'heroicons_outline:beaker',
      link: '/demo/',
    },
  ],
};

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

/** A back-office person's own account (issue 15 §2): in every administrator's user menu. */
const myAccount: NavigationItem = {
  id: 'mi-cuenta',
  title: 'Mi cuenta',
  translation: 'nav.miCuenta',
  type: 'basic',
  icon: 'heroicons_outline:user-circle',
  link: '/admin/cuenta',
};

/**
 * Which back-office roles see an entry of the administrator's menus (issue 15 §2, decision 039);
 * an entry not named here is the Responsable's only (configuration, people). The server refuses
 * the same roles on the entries' API routes (`config.roles`): this only keeps the menu honest.
 */
export const itemRoles: Readonly<Record<string, readonly UserRole[]>> = {
  resumen: ['responsable', 'gestor', 'auditor'],
  gestion: ['responsable', 'gestor', 'auditor'],
  auditoria: ['responsable', 'auditor'],
  denuncias: ['responsable', 'gestor', 'auditor'],
  'mi-cuenta': ['responsable', 'gestor', 'auditor'],
  'demo-areas': ['responsable', 'gestor', 'auditor'],
};

/** Whether a back-office role sees an entry (a group: while any of its entries is left). */
export function itemVisibleTo(item: NavigationItem, role: UserRole): boolean {
  const roles = itemRoles[item.id];
  return roles === undefined ? role === 'responsable' : roles.includes(role);
}

/**
 * The one definition of what each role may open, used by `GET api/common/navigation` and by the
 * menurol calls. Only the administrator has a side navigation.
 */
export const menusByRole: Readonly<Record<Role, RoleMenu>> = {
  administrador: { default: [comunicaciones, configuracion, demoGroup], user: [...userMenu, myAccount] },
  publico: { default: [], user: userMenu },
  informante: { default: [], user: userMenu },
  ciudadano: { default: [], user: userMenu },
};
