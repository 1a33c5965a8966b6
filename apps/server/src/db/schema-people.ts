import type { Generated } from 'kysely';

type Timestamp = string;

/**
 * A password reset link (migration 016): only the SHA-256 (hex) of its one-time token is stored;
 * it works for one hour and once (`fec_usado`); asking for a new one revokes the open ones.
 */
export type PasswordResetTable = {
  idrestablecimiento: Generated<number>;
  idcliente: number;
  idusuario: number;
  token_hash: string;
  fec_expira: Timestamp;
  fec_alta: Timestamp;
  fec_usado: Timestamp | null;
  fec_revocado: Timestamp | null;
};

/** Tables of people's own accounts (issue 15 §2). */
export type PeopleTables = {
  restablecimientos: PasswordResetTable;
};
