import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import { userSchema, type patchUserBodySchema, type User } from '@atalaya/contract/common/user.schemas';
import type { Database, UserRole } from '../../db/schema.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { visitorUser } from '../../domain/session/visitor-answers.rules.ts';
import { findSessionUser, updateUser, type ProfileRow, type ProfileUpdate } from './user-profile.repository.ts';

type UserPatch = z.infer<typeof patchUserBodySchema>['user'];

const statusSchema = userSchema.shape.status;

/** Avatars are shown as an image source: http(s), an app path or a small inline raster image only. */
const safeAvatar = /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpeg|gif|webp);base64,)/i;

function present(row: ProfileRow, rol: UserRole | null): User {
  const status = statusSchema.safeParse(row.estado);
  return {
    id: String(row.idusuario),
    name: row.nombre,
    email: row.email,
    avatar: row.avatar,
    status: status.success ? status.data : 'online',
    rol,
  };
}

async function sessionUser(db: Kysely<Database>, claims: TokenClaims): Promise<ProfileRow> {
  const row = await findSessionUser(db, claims.sid, claims.idcliente);
  if (!row) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  return row;
}

/**
 * `GET api/common/user`: the administrator of the session with their back-office role (`role`, as
 * the auth plugin read it with the session), or a visitor (role null) for every other kind.
 */
export async function getCurrentUser(
  db: Kysely<Database>,
  claims: TokenClaims,
  role: UserRole | null = null,
): Promise<User> {
  if (claims.tipoacceso !== 'Privado') {
    return visitorUser(claims);
  }
  return present(await sessionUser(db, claims), role);
}

/** `PATCH api/common/user`: name, avatar and status of the session's administrator. */
export async function patchCurrentUser(
  db: Kysely<Database>,
  claims: TokenClaims,
  patch: UserPatch,
  role: UserRole | null = null,
): Promise<User> {
  const row = await sessionUser(db, claims);
  if (patch.avatar !== undefined && patch.avatar !== null && !safeAvatar.test(patch.avatar)) {
    throw new AppError('VALIDATION_FAILED', messages.validation, {
      errors: [
        {
          path: 'body.user.avatar',
          message: 'La imagen debe ser una URL http(s), una ruta de la aplicación o una imagen PNG, JPEG, GIF o WebP',
        },
      ],
    });
  }
  const values: ProfileUpdate = {
    ...(patch.name !== undefined ? { nombre: patch.name } : {}),
    ...(patch.avatar !== undefined ? { avatar: patch.avatar } : {}),
    ...(patch.status !== undefined ? { estado: patch.status } : {}),
  };
  if (Object.keys(values).length > 0) {
    await updateUser(db, row.idusuario, claims.idcliente, values);
  }
  return present({ ...row, ...values }, role);
}
