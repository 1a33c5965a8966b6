import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { User } from '@atalaya/contract/common/user.schemas';

/*
 * What the API answers a session that is not an administrator's about itself, without reading
 * anything: the routes answer from these, and so does the first screen a public page carries
 * (decision 074), so both always say the same.
 */

/** `GET api/common/user` for every session but an administrator's: the visitor, named by its token. */
export function visitorUser(claims: Pick<TokenClaims, 'unique_name'>): User {
  return { id: claims.unique_name, name: 'Visitante', email: '', avatar: null, status: 'online', rol: null };
}

/**
 * Whether the session's feeds (`api/common/messages`, `api/common/notifications`) are empty
 * without a read: a public session's are, since items are only ever written for administrators
 * (their own, and the alerts to handlers).
 */
export function hasEmptyFeeds(claims: { tipoacceso: string }): boolean {
  return claims.tipoacceso === 'Publico';
}
