import type { AccessKind } from '@atalaya/contract/auth/auth.schemas';
import { setTokens } from '@/lib/tokens.ts';

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

type TokenOptions = {
  tipoacceso?: AccessKind;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  typ?: 'access' | 'refresh';
  unique_name?: string;
  email?: string;
  idtercero?: number | null;
  sid?: string;
};

const roles: Record<AccessKind, string> = {
  Publico: 'publico',
  Informante: 'informante',
  Ciudadano: 'ciudadano',
  Privado: 'administrador',
};

/** An unsigned JWT with the contract's claims, for tests (the web app only decodes tokens). */
export function makeToken(options: TokenOptions = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const tipoacceso = options.tipoacceso ?? 'Publico';
  const claims = {
    name: tipoacceso === 'Privado' ? 'Admin' : 'Público',
    email: options.email ?? (tipoacceso === 'Privado' ? 'admin@example.org' : ''),
    role: roles[tipoacceso],
    tipoacceso,
    idcliente: 1,
    idapoderado: null,
    unique_name: options.unique_name ?? (tipoacceso === 'Privado' ? 'admin@example.org' : ''),
    parametros: '{}',
    idtercero: options.idtercero ?? null,
    sid: options.sid ?? `sid-${Math.random().toString(36).slice(2)}`,
    typ: options.typ ?? 'access',
    iat: now,
    exp: now + (options.expiresIn ?? 3600),
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

/** A token pair answer as the API sends it. */
export function makeTokenPair(options: TokenOptions = {}) {
  const access = makeToken({ ...options, typ: 'access' });
  const refresh = makeToken({ ...options, typ: 'refresh', expiresIn: 7 * 24 * 3600 });
  const expires = new Date(Date.now() + 3600_000).toISOString();
  return {
    success: true as const,
    message: 'ok',
    accesstoken: { token: access, expires },
    refreshtoken: { token: refresh, expires },
  };
}

/** Stores a citizen's session (Cl@ve or the tenant's IdP): access and a week-long refresh token. */
export function signInAsCitizen(options: { idtercero?: number; sid?: string } = {}): void {
  const claims = { tipoacceso: 'Ciudadano' as const, idtercero: options.idtercero ?? 7, sid: options.sid };
  setTokens(makeToken(claims), makeToken({ ...claims, typ: 'refresh', expiresIn: 7 * 24 * 3600 }));
}
