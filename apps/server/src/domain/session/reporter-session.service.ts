import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TokenPairResponse } from '@atalaya/contract/auth/auth.schemas';
import { isoAfterSeconds, nowIso } from '../../lib/time.ts';
import { hashToken, type Identity } from '../../lib/tokens.ts';

/**
 * Opens an Informante session bound to one complaint (`parametros` `{guid}`): the session row and
 * the first refresh token. The receipt sign-in (features/intake) and a citizen opening one of their
 * own complaints (features/citizen-panel, decision 052) both answer this pair, so every reporter
 * follow-up route serves them alike.
 */
export async function openReporterSession(
  app: FastifyInstance,
  idcliente: number,
  guid: string,
  message: string,
): Promise<TokenPairResponse> {
  const sid = crypto.randomUUID();
  const identity: Identity = {
    name: 'Informante',
    email: '',
    role: 'informante',
    tipoacceso: 'Informante',
    idcliente,
    idapoderado: null,
    unique_name: `informante:${sid}`,
    parametros: JSON.stringify({ guid }),
    idtercero: null,
  };
  const accesstoken = await app.tokens.signAccess(identity, sid);
  const refreshtoken = await app.tokens.signRefresh(identity, sid);
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sesiones')
      .values({
        sid,
        idcliente,
        idusuario: null,
        tipoacceso: 'Informante',
        claims: JSON.stringify(identity),
        fec_alta: nowIso(),
        fec_expira: isoAfterSeconds(app.config.tokens.refreshTtlSeconds),
        revocada: 0,
      })
      .execute();
    await trx
      .insertInto('refresh_tokens')
      .values({ token_hash: hashToken(refreshtoken.token), sid, fec_expira: refreshtoken.expires, usado: 0 })
      .execute();
  });
  return { success: true, message, accesstoken, refreshtoken };
}
