import type { DemoStrings } from '../lib/demo-text.ts';

type SearchTextKey =
  'label' | 'placeholder' | 'results' | 'contacts' | 'pages' | 'tasks' | 'searching' | 'none' | 'count';

/** The header search's texts in the five interface languages (ga is Galician). */
export const searchStrings: DemoStrings<SearchTextKey> = {
  es: {
    label: 'Buscar en la demo',
    placeholder: 'Buscar…',
    results: 'Resultados de la búsqueda',
    contacts: 'Contactos',
    pages: 'Páginas',
    tasks: 'Tareas',
    searching: 'Buscando…',
    none: 'Sin resultados para «{query}».',
    count: '{count} resultados',
  },
  cat: {
    label: 'Cerca a la demo',
    placeholder: 'Cerca…',
    results: 'Resultats de la cerca',
    contacts: 'Contactes',
    pages: 'Pàgines',
    tasks: 'Tasques',
    searching: 'Cercant…',
    none: 'Cap resultat per a «{query}».',
    count: '{count} resultats',
  },
  eu: {
    label: 'Bilatu demoan',
    placeholder: 'Bilatu…',
    results: 'Bilaketaren emaitzak',
    contacts: 'Kontaktuak',
    pages: 'Orriak',
    tasks: 'Zereginak',
    searching: 'Bilatzen…',
    none: 'Ez dago emaitzarik «{query}» bilaketarako.',
    count: '{count} emaitza',
  },
  ga: {
    label: 'Buscar na demo',
    placeholder: 'Buscar…',
    results: 'Resultados da busca',
    contacts: 'Contactos',
    pages: 'Páxinas',
    tasks: 'Tarefas',
    searching: 'Buscando…',
    none: 'Sen resultados para «{query}».',
    count: '{count} resultados',
  },
  en: {
    label: 'Search the demo',
    placeholder: 'Search…',
    results: 'Search results',
    contacts: 'Contacts',
    pages: 'Pages',
    tasks: 'Tasks',
    searching: 'Searching…',
    none: 'No results for “{query}”.',
    count: '{count} results',
  },
};
