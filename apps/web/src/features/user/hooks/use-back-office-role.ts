import type { User } from '@atalaya/contract/common/user.schemas';
import type { ClientClaims } from '@/lib/jwt.ts';
import { useAccessClaims } from '@/lib/tokens.ts';
import { useUser } from '../api/get-user.ts';

/** A back-office person's role (issue 15 §2): what the server answers in `GET /api/common/user`. */
export type BackOfficeRole = NonNullable<User['rol']>;

export const backOfficeRoles: readonly BackOfficeRole[] = ['responsable', 'gestor', 'auditor'];

export function isBackOfficeRole(value: unknown): value is BackOfficeRole {
  return typeof value === 'string' && (backOfficeRoles as readonly string[]).includes(value);
}

/** The key the signed-in user's data is cached under: it changes with the session, not with a token renewal. */
export function userSessionKey(claims: ClientClaims | null): string {
  return `${claims?.tipoacceso ?? 'none'}:${claims?.sid ?? ''}`;
}

export type BackOfficeRoleState =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  /** `role` is null for anybody who is not a back-office person (or a server that does not say). */
  | { status: 'ready'; role: BackOfficeRole | null };

/**
 * Who am I in the back office: the role of the signed-in person, read from the same cached
 * `GET /api/common/user` the shell loads (one request for both).
 */
export function useBackOfficeRole(): BackOfficeRoleState {
  const claims = useAccessClaims();
  const user = useUser(userSessionKey(claims));
  if (user.isPending) {
    return { status: 'pending' };
  }
  if (user.isError) {
    return {
      status: 'error',
      retry: () => {
        void user.refetch();
      },
    };
  }
  return { status: 'ready', role: user.data.rol ?? null };
}

/** The role once known, or null while it loads, failed, or the person has none. */
export function useKnownRole(): BackOfficeRole | null {
  const state = useBackOfficeRole();
  return state.status === 'ready' ? state.role : null;
}
