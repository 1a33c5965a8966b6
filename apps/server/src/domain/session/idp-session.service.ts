import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { decryptText, encryptText } from '../../lib/crypto.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';

/*
 * A citizen's session at the IdP that signed them in (decision 058): what a LogoutRequest must
 * name. It is sealed with the tenant's key wherever it rests: on the sign-in request from the ACS
 * to the code exchange, then on the session it opened (`sesiones.sesion_idp`).
 */

export const idpSessionSchema = z.object({
  /** The entity id of the IdP that opened it: a logout goes only to that IdP. */
  emisor: z.string().min(1).max(1024),
  nameID: z.string().min(1).max(1024),
  nameIDFormat: z.string().max(256),
  nameQualifier: z.string().max(1024).optional(),
  spNameQualifier: z.string().max(1024).optional(),
  sessionIndex: z.string().max(1024).optional(),
});
export type IdpSession = z.infer<typeof idpSessionSchema>;

type Where = Parameters<typeof sealedColumn.idpSession>[0];

/** Seals an IdP session for a row of `table` with id `id` (the request id, or the session's sid). */
export async function sealIdpSession(
  app: FastifyInstance,
  idcliente: number,
  where: Where,
  id: string,
  session: IdpSession,
): Promise<string> {
  const key = await app.tenantKeys.keyFor(idcliente);
  return encryptText(key, JSON.stringify(session), sealedColumn.idpSession(where, id));
}

/** The IdP session sealed in a row, or null when there is none or it does not open (moved, tampered). */
export async function unsealIdpSession(
  app: FastifyInstance,
  idcliente: number,
  where: Where,
  id: string,
  sealed: string | null,
): Promise<IdpSession | null> {
  if (sealed === null) {
    return null;
  }
  try {
    const key = await app.tenantKeys.keyFor(idcliente);
    const parsed = idpSessionSchema.safeParse(JSON.parse(decryptText(key, sealed, sealedColumn.idpSession(where, id))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The IdP session of a citizen's live session of this tenant, or null. */
export async function idpSessionOfSession(
  app: FastifyInstance,
  idcliente: number,
  sid: string,
): Promise<IdpSession | null> {
  const row = await app.db
    .selectFrom('sesiones')
    .select('sesion_idp')
    .where('sid', '=', sid)
    .where('idcliente', '=', idcliente)
    .where('revocada', '=', 0)
    .executeTakeFirst();
  return unsealIdpSession(app, idcliente, 'sesiones', sid, row?.sesion_idp ?? null);
}
