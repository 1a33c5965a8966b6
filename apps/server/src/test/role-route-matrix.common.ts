import { admins, adminsPass, empty, everyone, everyonePass, type Entry } from './role-route-matrix.cells.ts';

/** Navigation, the person and the bell (api/common). */
export const commonEntries: Record<string, Entry> = {
  // Navigation, the person, the bell.
  'GET /api/common/navigation': { expect: everyone },
  'GET /api/publico/menurol/GetMenu': { expect: everyone },
  'GET /api/publico/menurol/GetMenuRol/:id': { expect: admins, path: () => '/api/publico/menurol/GetMenuRol/4' },
  'POST /api/publico/menurol/fromRole': { expect: admins, payload: () => ({ rol: 'publico' }) },
  'POST /api/publico/menurol/fromMenu': { expect: everyone, payload: () => ({ link: '/denuncias' }) },
  'GET /api/common/user': { expect: everyone },
  'PATCH /api/common/user': { expect: adminsPass, payload: () => ({ nada: 1 }) },
  'PUT /api/common/idioma': { expect: everyonePass, payload: () => ({ nada: 1 }) },
  'GET /api/common/messages': { expect: everyone },
  'POST /api/common/messages': { expect: adminsPass, payload: empty },
  'PATCH /api/common/messages': { expect: adminsPass, payload: empty },
  'DELETE /api/common/messages': { expect: adminsPass },
  'GET /api/common/messages/mark-all-as-read': { expect: admins },
  'GET /api/common/notifications': { expect: everyone },
  'POST /api/common/notifications': { expect: adminsPass, payload: empty },
  'PATCH /api/common/notifications': { expect: adminsPass, payload: empty },
  'DELETE /api/common/notifications': { expect: adminsPass },
  'GET /api/common/notifications/mark-all-as-read': { expect: admins },
};
