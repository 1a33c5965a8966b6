import type { Kysely } from 'kysely';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { ChangeLanguageResponse } from '@atalaya/contract/common/user.schemas';
import type { Database } from '../../db/schema.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { findSessionUser, updateUser } from './user-profile.repository.ts';

/**
 * `PUT /api/common/idioma`: an administrator's language is stored on their user (the mails the
 * channel sends them follow it, lib/mail-outbox.ts); any other caller has no user to store it on,
 * so nothing is stored and the answer is the same success with `guardado` false.
 */
export async function changeLanguage(
  db: Kysely<Database>,
  claims: TokenClaims,
  ididioma: number,
): Promise<ChangeLanguageResponse> {
  if (claims.tipoacceso !== 'Privado') {
    return { success: true, ididioma, guardado: false };
  }
  const user = await findSessionUser(db, claims.sid, claims.idcliente);
  if (!user) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  await updateUser(db, user.idusuario, claims.idcliente, { ididioma });
  return { success: true, ididioma, guardado: true };
}
