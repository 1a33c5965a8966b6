import { http, HttpResponse } from 'msw';
import type { Dashboard } from '@atalaya/contract/complaints/dashboard.schemas';
import type { NavigationItem } from '@atalaya/contract/common/navigation.schemas';
import type { Content } from '@atalaya/contract/resources/content.schemas';
import type { MenuOption } from '@atalaya/contract/resources/menu.schemas';

export const testCliente = { idcliente: 1, nombre: 'Ayuntamiento de Ejemplo', logo: '/denuncias/recursos/logo.png' };

export const adminNavigation: NavigationItem[] = [
  {
    id: 'comunicaciones',
    title: 'Comunicaciones',
    translation: 'nav.comunicaciones',
    type: 'group',
    children: [
      {
        id: 'resumen',
        title: 'Resumen',
        type: 'basic',
        icon: 'heroicons_outline:chart-pie',
        link: '/admin/denuncias/dashboard',
      },
      {
        id: 'gestion',
        title: 'Gestión',
        type: 'basic',
        icon: 'heroicons_outline:inbox',
        link: '/admin/denuncias/gestion',
      },
      { id: 'tipos', title: 'Tipos', type: 'basic', link: '/admin/denuncias/tipos' },
      { id: 'contenidos', title: 'Contenidos', type: 'basic', link: '/admin/denuncias/contenidos' },
      { id: 'menus', title: 'Menús Dinámicos', type: 'basic', link: '/admin/menus' },
      { id: 'mensajes', title: 'Mensajes de Correo', type: 'basic', link: '/admin/denuncias/mensajes' },
      { id: 'estados', title: 'Estados', type: 'basic', link: '/admin/denuncias/estados' },
      { id: 'formularios', title: 'Formularios', type: 'basic', link: '/admin/denuncias/formularios' },
    ],
  },
];

export const userNavigation: NavigationItem[] = [
  { id: 'denuncias', title: 'Comunicaciones Anónimas', type: 'basic', link: '/denuncias' },
];

type PublicDataOptions = {
  contents?: Content[];
  /** `parametros_cliente` of the client-info call (none by default). */
  parametros?: Record<string, unknown>;
  footerOptions?: MenuOption[];
  navigation?: NavigationItem[];
};

function readColumn(body: unknown, name: string): unknown {
  if (typeof body !== 'object' || body === null) {
    return undefined;
  }
  const columns: unknown = Reflect.get(body, 'columns');
  if (!Array.isArray(columns)) {
    return undefined;
  }
  const column: unknown = columns.find(
    (entry: unknown) => typeof entry === 'object' && entry !== null && Reflect.get(entry, 'name') === name,
  );
  return typeof column === 'object' && column !== null ? Reflect.get(column, 'data') : undefined;
}

/** Handlers for everything a page loads: client info, initial data, content blocks and the footer menu. */
/** A Resumen with no complaints in the period. */
export function emptyDashboard(desde: string, hasta: string): Dashboard {
  return {
    desde,
    hasta,
    contadores: {
      total: 0,
      nuevas: 0,
      en_tramite: 0,
      resueltas: 0,
      acuse_vencido: 0,
      respuesta_vencida: 0,
      prorrogadas: 0,
    },
    por_mes: [],
    por_tipo: [],
    por_estado: [],
    mediana_dias_acuse: null,
    mediana_dias_resolucion: null,
    pendientes: [],
  };
}

export function publicDataHandlers(options: PublicDataOptions = {}) {
  const contents = options.contents ?? [
    {
      idcontent: 1,
      codigo: 'inicio',
      ididioma: 1,
      titulo: 'Canal interno de información',
      contenido: '<p>Bienvenida al canal.</p>',
      visible: true,
    },
  ];
  const footerOptions = options.footerOptions ?? [
    { idopcion: 1, idmenu: 7, titulo: 'Aviso legal', url: '/denuncias', orden: 1, visible: true },
  ];
  return [
    http.get('/api/publico/cliente/info', () =>
      HttpResponse.json({
        success: true,
        cliente: testCliente,
        parametros_aplicacion: { version: '1.0.0', idiomas_disponibles: ['es', 'en'], max_file_bytes: 2097152 },
        parametros_cliente: options.parametros ?? {},
        idiomas: [],
        festivos: [],
      }),
    ),
    http.get('/api/common/navigation', () =>
      HttpResponse.json({ default: options.navigation ?? [], user: userNavigation }),
    ),
    http.get('/api/common/user', () =>
      HttpResponse.json({ id: 'u1', name: 'Público', email: '', avatar: null, status: 'online' }),
    ),
    http.get('/api/admin/mi-cuenta', () =>
      HttpResponse.json({
        success: true,
        data: {
          idusuario: 1,
          nombre: 'Administración',
          email: 'admin@ejemplo.test',
          rol: 'responsable',
          minutos_inactividad: 15,
          segundo_factor: false,
          dos_factores_obligatorio: false,
          ultimo_acceso: null,
          ultimo_fallo: null,
        },
      }),
    ),
    http.get('/api/common/messages', () => HttpResponse.json([])),
    http.get('/api/common/notifications', () => HttpResponse.json([])),
    http.post('/api/denuncias/den_denuncia_content/GetList', async ({ request }) => {
      const body: unknown = await request.json();
      const data = contents.filter(
        (content) => content.codigo === readColumn(body, 'codigo') && content.ididioma === readColumn(body, 'ididioma'),
      );
      return HttpResponse.json({ success: true, total: data.length, data });
    }),
    http.post('/api/denuncias/trans_menu/GetList', async ({ request }) => {
      const body: unknown = await request.json();
      const found = readColumn(body, 'codigo') === 'pie' && readColumn(body, 'ididioma') === 1;
      const data = found ? [{ idmenu: 7, titulo: 'Pie', codigo: 'pie', ididioma: 1 }] : [];
      return HttpResponse.json({ success: true, total: data.length, data });
    }),
    http.post('/api/denuncias/trans_menu_opcion/GetList', () =>
      HttpResponse.json({ success: true, total: footerOptions.length, data: footerOptions }),
    ),
    // The admin landing page (Resumen): an empty period.
    http.post('/api/denuncias/den_denuncias/resumen', () =>
      HttpResponse.json({ success: true, data: emptyDashboard('2025-11-22', '2026-11-22') }),
    ),
  ];
}
