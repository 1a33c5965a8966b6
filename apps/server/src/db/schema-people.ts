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

/** A single-use recovery code of a person's second factor (migration 017): only its hash. */
export type RecoveryCodeTable = {
  idcodigo: Generated<number>;
  idcliente: number;
  idusuario: number;
  codigo_hash: string;
  fec_alta: Timestamp;
  fec_usado: Timestamp | null;
};

/** A gestor a Responsable assigned to a case (migration 017); a case may have several. */
export type CaseAssignmentTable = {
  idcliente: number;
  iddenuncia: number;
  idusuario: number;
  fec_alta: Timestamp;
  /** Who assigned them. */
  idusuario_alta: number | null;
};

/** A person excluded from a case for a conflict of interest (migration 017, Ley 2/2023 art 8.4–8.5). */
export type CaseExclusionTable = {
  idcliente: number;
  iddenuncia: number;
  idusuario: number;
  /** The Responsable's reason, as written (about the handler, never the reporter). */
  motivo: string;
  fec_alta: Timestamp;
  idusuario_alta: number | null;
};

/** A deadline alert already raised on a case (migration 018, issue 17 §1): each goes out once. */
export type DeadlineAlertTable = {
  idcliente: number;
  iddenuncia: number;
  /** The milestone (deadline-alerts.rules.ts `DeadlineMilestone`). */
  hito: string;
  /** The deadline day the milestone refers to (YYYY-MM-DD). */
  vence: string;
  fec_alta: Timestamp;
};

/** Tables of people's own accounts and of who may see which case (issue 15 §2–§4). */
export type PeopleTables = {
  restablecimientos: PasswordResetTable;
  codigos_recuperacion: RecoveryCodeTable;
  den_denuncia_asignaciones: CaseAssignmentTable;
  den_denuncia_exclusiones: CaseExclusionTable;
  den_denuncia_avisos_plazo: DeadlineAlertTable;
  den_denuncia_revelaciones: IdentityDisclosureTable;
  den_denuncia_actuaciones: CaseActionTable;
};

/**
 * A disclosure of the reporter's identity (migration 019, issue 17 §3, Ley 2/2023 art 33.3).
 * `destinatario`, `base_legal` and `motivo_omision` are sealed (lib/sealed-columns.ts).
 */
export type IdentityDisclosureTable = {
  idrevelacion: Generated<number>;
  idcliente: number;
  iddenuncia: number;
  destinatario: string;
  base_legal: string;
  /** The day of the disclosure (YYYY-MM-DD). */
  fecha: string;
  aviso: 'enviado' | 'omitido';
  motivo_omision: string | null;
  /** The notice sent to the reporter before the disclosure; null when omitted. */
  idnotificacion: number | null;
  /** The Responsable who recorded it. */
  idusuario: number | null;
  fec_alta: Timestamp;
};

/**
 * One line of a case's libro-registro log (migration 022, issue 17 §5, Ley 2/2023 art 26): an action
 * taken or a measure adopted, on a day. `descripcion` is sealed (lib/sealed-columns.ts `caseAction`).
 */
export type CaseActionTable = {
  idactuacion: Generated<number>;
  idcliente: number;
  iddenuncia: number;
  clase: 'actuacion' | 'medida';
  /** The day it happened (YYYY-MM-DD). */
  fecha: string;
  descripcion: string;
  /** The handler who entered it. */
  idusuario: number | null;
  fec_alta: Timestamp;
};
