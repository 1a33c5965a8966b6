import { exportHeader } from '@atalaya/contract/http/headers';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditAction, AuditResult } from '@atalaya/contract/complaints/case-detail.schemas';
import { recordAudit } from '../lib/audit.ts';

/**
 * What the organisation's trail records of an administrator's call, by route (decision 040):
 * `accion` is the action; `caseParam` names the route parameter or query key holding the case id
 * when the call is about one case (the row then shows in that case's trail too).
 */
type AuditedRoute = { accion: AuditAction; caseParam?: 'id' };

/** The configuration resources of the generic API (`POST /`, `PUT /`, `DELETE /:id` each). */
const configurationResources = [
  'den_tipos_denuncia',
  'den_estados_denuncia',
  'den_formularios',
  'den_denuncia_content',
  'trans_menu',
  'trans_menu_opcion',
  'trans_imagenes',
] as const;

/**
 * The explicit table: `METHOD pattern` (the pattern as `request.routeOptions.url`, without a
 * trailing slash) → what is recorded. A route that is not here is never recorded by this hook.
 */
export const orgAuditedRoutes: ReadonlyMap<string, AuditedRoute> = new Map<string, AuditedRoute>([
  ...configurationResources.flatMap((name): [string, AuditedRoute][] => [
    [`POST /api/denuncias/${name}`, { accion: 'cambiar_configuracion' }],
    [`PUT /api/denuncias/${name}`, { accion: 'cambiar_configuracion' }],
    [`DELETE /api/denuncias/${name}/:id`, { accion: 'cambiar_configuracion' }],
  ]),
  ['PUT /api/denuncias/mail_plantillas', { accion: 'cambiar_configuracion' }],
  ['PUT /api/admin/cliente/ajustes', { accion: 'cambiar_configuracion' }],
  // The identity provider for citizens (decision 045).
  ['PUT /api/admin/cliente/identidad', { accion: 'cambiar_configuracion' }],
  ['DELETE /api/admin/cliente/identidad', { accion: 'cambiar_configuracion' }],
  ['POST /api/denuncias/den_denuncias/GetList', { accion: 'ver_gestion' }],
  // The libro-registro (issue 17 §5): every view and every export.
  ['GET /api/admin/libro-registro', { accion: 'ver_libro_registro' }],
  ['GET /api/admin/libro-registro/exportacion', { accion: 'exportar' }],
  ['GET /api/gdoc/documento/consolidado/:id', { accion: 'exportar', caseParam: 'id' }],
  ['GET /api/denuncias/den_denuncia_docs/consolidado', { accion: 'exportar', caseParam: 'id' }],
  ['GET /api/gdoc/documento/:id/copy', { accion: 'exportar' }],
  ['GET /api/gdoc/documento/:id/compulse', { accion: 'exportar' }],
  ['GET /api/auth/logout', { accion: 'cerrar_sesion' }],
]);

/** The row key of a call: method and route pattern, trailing slash removed. */
export function routeKey(method: string, pattern: string): string {
  const trimmed = pattern.length > 1 && pattern.endsWith('/') ? pattern.slice(0, -1) : pattern;
  return `${method.toUpperCase()} ${trimmed}`;
}

/**
 * The result a finished call leaves, or null when it leaves none: 2xx `ok`; 401/403 raised after
 * the caller was known `denegado`; 5xx `error`; any other 4xx (a validation error, a 404, a 409)
 * changed nothing and is not recorded.
 */
export function auditResultOf(statusCode: number): AuditResult | null {
  if (statusCode >= 200 && statusCode < 300) {
    return 'ok';
  }
  if (statusCode === 401 || statusCode === 403) {
    return 'denegado';
  }
  return statusCode >= 500 ? 'error' : null;
}

function numericId(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** The `id` of the route's params, else of its query string: never anything of the body. */
function idOf(request: FastifyRequest): number | null {
  const params = request.params as Record<string, unknown> | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  return numericId(params?.id) ?? numericId(query?.id);
}

/** Writes still running, awaited on close so none hits a closed database. */
const pending = new Set<Promise<void>>();

/** Resolves once every organisation audit row started so far is written (tests, shutdown). */
export async function orgAuditSettled(): Promise<void> {
  await Promise.all([...pending]);
}

async function orgAuditPlugin(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    // Answer first: the row is written after the reply is sent and never fails the request.
    done();
    const claims = request.auth;
    if (claims?.tipoacceso !== 'Privado') {
      return;
    }
    const key = routeKey(request.method, request.routeOptions.url ?? '');
    const route = orgAuditedRoutes.get(key);
    const resultado = route ? auditResultOf(reply.statusCode) : null;
    if (!route || !resultado) {
      return;
    }
    const exported = route.accion === 'ver_gestion' && request.headers[exportHeader] === '1';
    const id = idOf(request);
    const write = recordAudit(app.db, claims, {
      idcliente: claims.idcliente,
      iddenuncia: route.caseParam && resultado === 'ok' ? id : null,
      accion: exported ? 'exportar' : route.accion,
      resultado,
      detalle: `${key}${id === null ? '' : ` id=${id}`}${resultado === 'ok' ? '' : ` ${reply.statusCode}`}`,
    })
      .catch((error: unknown) => {
        // Never the request's data: only which write failed and the error's kind.
        request.log.error(
          { route: key, error: error instanceof Error ? error.name : 'unknown' },
          'organisation audit row not written',
        );
      })
      .finally(() => pending.delete(write));
    pending.add(write);
  });

  app.addHook('onClose', async () => orgAuditSettled());
}

/** Records administrators' configuration changes, case-list views, exports and sign-outs (issue 15 §5). */
export const orgAudit = fp(orgAuditPlugin, { name: 'org-audit', dependencies: ['auth'] });
