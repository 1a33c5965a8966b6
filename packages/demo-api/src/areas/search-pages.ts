/**
 * The demo's own pages the common search finds: the entries of the demo's navigation, with their
 * titles in the five interface languages (es, cat, eu, ga = Galician, en) and their sample-data
 * links (the web puts them under /demo).
 */
export type PageLanguage = 'es' | 'cat' | 'eu' | 'ga' | 'en';

export type DemoPage = { id: string; link: string; titles: Record<PageLanguage, string> };

export const DEMO_PAGES: readonly DemoPage[] = [
  {
    id: 'analytics',
    link: '/dashboards/analytics',
    titles: { es: 'Analítica', cat: 'Analítica', eu: 'Analitika', ga: 'Analítica', en: 'Analytics' },
  },
  { id: 'chat', link: '/apps/chat', titles: { es: 'Chat', cat: 'Xat', eu: 'Txata', ga: 'Chat', en: 'Chat' } },
  {
    id: 'contacts',
    link: '/apps/contacts',
    titles: { es: 'Contactos', cat: 'Contactes', eu: 'Kontaktuak', ga: 'Contactos', en: 'Contacts' },
  },
  {
    id: 'inventory',
    link: '/apps/ecommerce/inventory',
    titles: { es: 'Inventario', cat: 'Inventari', eu: 'Inbentarioa', ga: 'Inventario', en: 'Inventory' },
  },
  {
    id: 'fileManager',
    link: '/apps/file-manager',
    titles: { es: 'Archivos', cat: 'Fitxers', eu: 'Fitxategiak', ga: 'Arquivos', en: 'File manager' },
  },
  {
    id: 'helpCenter',
    link: '/apps/help-center',
    titles: {
      es: 'Centro de ayuda',
      cat: "Centre d'ajuda",
      eu: 'Laguntza zentroa',
      ga: 'Centro de axuda',
      en: 'Help center',
    },
  },
  {
    id: 'icons',
    link: '/ui/icons',
    titles: { es: 'Iconos', cat: 'Icones', eu: 'Ikonoak', ga: 'Iconas', en: 'Icons' },
  },
  {
    id: 'mailbox',
    link: '/apps/mailbox',
    titles: { es: 'Correo', cat: 'Correu', eu: 'Posta', ga: 'Correo', en: 'Mailbox' },
  },
  { id: 'notes', link: '/apps/notes', titles: { es: 'Notas', cat: 'Notes', eu: 'Oharrak', ga: 'Notas', en: 'Notes' } },
  {
    id: 'tasks',
    link: '/apps/tasks',
    titles: { es: 'Tareas', cat: 'Tasques', eu: 'Zereginak', ga: 'Tarefas', en: 'Tasks' },
  },
  {
    id: 'scrumboard',
    link: '/apps/scrumboard',
    titles: { es: 'Tablero', cat: 'Tauler', eu: 'Taula', ga: 'Taboleiro', en: 'Scrumboard' },
  },
];
