import type { FastifyInstance } from 'fastify';
import type { TokenClaims, TokenPairResponse } from '@atalaya/contract/auth/auth.schemas';
import type { ApplicationAccessResponse, WhoAmIResponse } from '@atalaya/contract/auth/auth-calls.schemas';
import type { UserRole } from '../../db/schema.ts';
import { linkOfSession, sameCitizenIn, tenantsOfCitizen } from '../../domain/citizen/citizen-identity.service.ts';
import { verifiedIdentityOf } from '../../domain/citizen/citizen.service.ts';
import { signInCitizen } from '../../domain/session/session.service.ts';
import { AppError } from '../../lib/errors.ts';
import { resolveTenantOfHost } from '../../lib/hostname.ts';
import { findApplication, findGrantedApplication, sessionPerson } from './auth-calls.repository.ts';

/*
 * The remaining auth calls of spec §7 (issue 16, decision 053): who the token is, an
 * application's access, a citizen's change of tenant, and the check of `thirdparty/clave`. Never
 * logs a token, an identifier or a name.
 */

export const authCallMessages = {
  noAccess: 'No tiene acceso a esta aplicación',
  accessGranted: 'Acceso permitido',
  notKnownThere: 'No consta como ciudadano en esa entidad',
  notCitizen: 'Solo un ciudadano identificado puede cambiar de entidad',
  unknownApplication: 'La aplicación indicada no está registrada en esta entidad',
} as const;

/** `GET /api/auth/`: who the token is. A public token: its kind only. */
export async function whoAmI(app: FastifyInstance, claims: TokenClaims): Promise<WhoAmIResponse> {
  if (claims.tipoacceso === 'Publico') {
    return { success: true, tipoacceso: 'Publico' };
  }
  const { typ: _typ, ...own } = claims;
  const base = { success: true as const, tipoacceso: claims.tipoacceso, idcliente: claims.idcliente, claims: own };
  if (claims.tipoacceso === 'Ciudadano' && claims.idtercero !== null) {
    const from = { idcliente: claims.idcliente, sid: claims.sid };
    const identity = await verifiedIdentityOf(app, claims.idcliente, claims.idtercero);
    return {
      ...base,
      ciudadano: {
        idtercero: claims.idtercero,
        nombre: identity?.nombre ?? '',
        clientes: await tenantsOfCitizen(app, from),
      },
    };
  }
  if (claims.tipoacceso === 'Privado') {
    const person = await sessionPerson(app.db, claims.idcliente, claims.sid);
    return person ? { ...base, usuario: person } : base;
  }
  return base;
}

/** `GET /api/auth/acceso/{appId}`: the application, if the caller's profile may use it (403 otherwise). */
export async function applicationAccess(
  app: FastifyInstance,
  claims: TokenClaims,
  role: UserRole | null,
  idaplicacion: string,
): Promise<ApplicationAccessResponse> {
  const perfil = claims.tipoacceso === 'Ciudadano' ? 'ciudadano' : claims.tipoacceso === 'Privado' ? role : null;
  const granted = perfil ? await findGrantedApplication(app.db, claims.idcliente, idaplicacion, perfil) : undefined;
  if (!perfil || !granted) {
    throw new AppError('FORBIDDEN', authCallMessages.noAccess);
  }
  return {
    success: true,
    message: authCallMessages.accessGranted,
    objeto: { idaplicacion: granted.idaplicacion, nombre: granted.nombre, url: granted.url_retorno, perfil },
  };
}

/**
 * `GET /api/auth/changeCliente/{id}`: the signed-in citizen's tokens for another tenant where the
 * same person is known (the server-wide hash of their own row); 403 otherwise, the same answer
 * whether the tenant exists or not.
 */
export async function changeTenant(
  app: FastifyInstance,
  claims: TokenClaims,
  idcliente: number,
  agente: string | null,
): Promise<TokenPairResponse> {
  if (claims.tipoacceso !== 'Ciudadano' || claims.idtercero === null) {
    throw new AppError('FORBIDDEN', authCallMessages.notCitizen);
  }
  // The hash this session was opened with, never the row's latest (decision 057).
  const vinculo = await linkOfSession(app, { idcliente: claims.idcliente, sid: claims.sid });
  const idtercero = await sameCitizenIn(app, vinculo, idcliente);
  if (idtercero === undefined) {
    throw new AppError('FORBIDDEN', authCallMessages.notKnownThere);
  }
  return signInCitizen(app, idcliente, idtercero, agente, vinculo);
}

/** `POST /api/auth/thirdparty/clave`: the host's tenant must have registered the application (400 otherwise). */
export async function assertApplicationOfHost(
  app: FastifyInstance,
  host: string | undefined,
  idaplicacion: string,
): Promise<void> {
  const idcliente = await resolveTenantOfHost(app.db, host, app.config.defaultTenant);
  if (!(await findApplication(app.db, idcliente, idaplicacion))) {
    throw new AppError('VALIDATION_FAILED', authCallMessages.unknownApplication, {
      errors: [{ path: 'idaplicacion', message: authCallMessages.unknownApplication }],
    });
  }
}
