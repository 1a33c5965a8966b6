import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccessKind, TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { Database, UserRole } from '../db/schema.ts';
import { AppError, messages } from '../lib/errors.ts';
import { nowIso } from '../lib/time.ts';
import type { TokenService } from '../lib/tokens.ts';

/**
 * Who may call a route: `none` (skip-header calls such as sign-in), `any` (any valid access
 * token, including the public visitor's), or a list of access kinds. Deny by default: an /api
 * route that declares nothing refuses to register, and one that admits administrators (`any` or
 * a list with `Privado`) must also declare `roles`.
 */
export type RouteAuth = 'none' | 'any' | readonly AccessKind[];

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /**
     * The back-office roles (issue 15) an administrator (`Privado`) must hold to call the route,
     * read from the database on every call (a role change holds at once). Other access kinds the
     * route admits are not affected. Absent: any role.
     */
    roles?: readonly UserRole[];
  }
  interface FastifyRequest {
    /** The verified claims of the caller's access token; null on `auth: 'none'` routes. */
    auth: TokenClaims | null;
    /** An administrator's back-office role, read with their session; null for anybody else. */
    role: UserRole | null;
  }
}

/** Whether a route's rule lets an administrator (`Privado`) in: `any` does, and a list naming them. */
export function admitsAdministrators(rule: RouteAuth): boolean {
  return rule === 'any' || (rule !== 'none' && rule.includes('Privado'));
}

/** The role sets the routes declare (issue 15 §2, decision 039). */
export const routeRoles = {
  /** Every back-office person (their own account, the navigation, what every page needs). */
  everyone: ['responsable', 'gestor', 'auditor'],
  /** Case metadata: the case list, the Resumen, a case's audit trail (scoped by case-access.policy). */
  caseReaders: ['responsable', 'gestor', 'auditor'],
  /** Case handling and content: detail, conversation, documents, notes, status (a gestor on their cases). */
  caseHandlers: ['responsable', 'gestor'],
  /** Configuration, people and who sees which case. */
  responsable: ['responsable'],
} as const satisfies Record<string, readonly UserRole[]>;

/** An /api route as the auth plugin checked it when it registered. */
export type VettedRoute = { method: string; url: string; auth: RouteAuth; roles: readonly UserRole[] | undefined };

const apiRoutes = new WeakMap<FastifyInstance, readonly VettedRoute[]>();

/** Every /api route registered on `app` (but the API docs), with its rule and roles: what the role × route matrix walks. */
export function apiRoutesOf(app: FastifyInstance): readonly VettedRoute[] {
  return apiRoutes.get(app) ?? [];
}

/** The caller's back-office role on a route that admits administrators only (403 otherwise). */
export function roleOf(request: FastifyRequest): UserRole {
  if (!request.role) {
    throw new AppError('FORBIDDEN', messages.forbidden);
  }
  return request.role;
}

/** The caller's claims on a route that requires a token. */
export function claimsOf(request: FastifyRequest): TokenClaims {
  if (!request.auth) {
    throw new AppError('UNAUTHENTICATED', messages.unauthenticated);
  }
  return request.auth;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) {
    return null;
  }
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * A session stays valid only while it is not revoked, not expired and (administrators) its user is
 * active (else 534). Answers an administrator's role, read in the same statement.
 */
async function assertSessionValid(db: Kysely<Database>, claims: TokenClaims): Promise<UserRole | null> {
  const row = await db
    .selectFrom('sesiones')
    .leftJoin('usuarios', (join) =>
      join.onRef('usuarios.idusuario', '=', 'sesiones.idusuario').on('usuarios.idcliente', '=', claims.idcliente),
    )
    .select(['sesiones.revocada', 'sesiones.fec_expira', 'usuarios.activo', 'usuarios.rol'])
    .where('sesiones.sid', '=', claims.sid)
    .where('sesiones.idcliente', '=', claims.idcliente)
    .executeTakeFirst();
  // A reporter's (or citizen's) session has no user row: only administrators have an `activo` flag.
  const userActive = claims.tipoacceso !== 'Privado' || row?.activo === 1;
  if (!row || row.revocada === 1 || row.fec_expira <= nowIso() || !userActive) {
    throw new AppError('SESSION_INVALID', 'La sesión ya no es válida. Vuelva a iniciar sesión.');
  }
  return claims.tipoacceso === 'Privado' ? (row.rol ?? null) : null;
}

async function authPlugin(app: FastifyInstance, opts: { db: Kysely<Database>; tokens: TokenService }) {
  app.decorateRequest('auth', null);
  app.decorateRequest('role', null);

  const vetted: VettedRoute[] = [];
  apiRoutes.set(app, vetted);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) {
      return;
    }
    const rule = route.config?.auth;
    if (rule === undefined) {
      throw new Error(`Route ${route.method.toString()} ${route.url} declares no config.auth (deny by default)`);
    }
    if (admitsAdministrators(rule) && route.config?.roles === undefined) {
      throw new Error(
        `Route ${route.method.toString()} ${route.url} admits administrators but declares no config.roles (deny by default)`,
      );
    }
    for (const method of [route.method].flat()) {
      vetted.push({ method, url: route.url, auth: rule, roles: route.config?.roles });
    }
  });

  app.addHook('onRequest', async (request) => {
    const rule: RouteAuth | undefined = request.routeOptions.config.auth;
    if (rule === undefined || rule === 'none') {
      // Non-API routes (web app, docs) and skip-header calls.
      return;
    }
    const token = bearerToken(request);
    if (!token) {
      throw new AppError('UNAUTHENTICATED', messages.unauthenticated);
    }
    const claims = await opts.tokens.verify(token, 'access');
    // Every session that can be ended is checked on each request, so a logout or a revocation
    // holds at once (534); public tokens have no session to end.
    const role = claims.tipoacceso !== 'Publico' ? await assertSessionValid(opts.db, claims) : null;
    if (rule !== 'any' && !rule.includes(claims.tipoacceso)) {
      throw new AppError('FORBIDDEN', messages.forbidden);
    }
    const roles = request.routeOptions.config.roles;
    if (claims.tipoacceso === 'Privado' && roles !== undefined && (role === null || !roles.includes(role))) {
      throw new AppError('FORBIDDEN', messages.forbidden);
    }
    request.auth = claims;
    request.role = role;
  });
}

export const auth = fp(authPlugin, { name: 'auth' });
