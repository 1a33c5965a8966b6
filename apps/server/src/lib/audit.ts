import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  auditActions,
  auditResults,
  type AuditAction,
  type AuditEntry,
  type AuditResult,
} from '@atalaya/contract/complaints/case-detail.schemas';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { AuditTable, Database } from '../db/schema.ts';
import { nowIso } from './time.ts';

/** Hash of the first row of every tenant's chain. */
export const auditGenesisHash = '0'.repeat(64);

export type AuditEvent = {
  idcliente: number;
  iddenuncia: number | null;
  accion: AuditAction;
  resultado: AuditResult;
  /** Ids, status numbers, hash prefixes: never case content, names or free text a person wrote. */
  detalle?: string;
};

type ChainedFields = Pick<
  AuditTable,
  'idcliente' | 'iddenuncia' | 'idusuario' | 'usuario' | 'accion' | 'resultado' | 'detalle' | 'fec_evento'
>;

/** The chained hash of a row: sha256(previous hash + the row's fields in a fixed order). */
export function auditHash(previous: string, row: ChainedFields): string {
  const fields = [
    row.idcliente,
    row.iddenuncia ?? '',
    row.idusuario ?? '',
    row.usuario,
    row.accion,
    row.resultado,
    row.detalle,
    row.fec_evento,
  ];
  return createHash('sha256').update(previous).update('\n').update(fields.join('\u001f')).digest('hex');
}

/** Who acted, as the trail names them: the administrator's e-mail, or "informante"/"publico". */
export function auditActorName(claims: TokenClaims): string {
  if (claims.tipoacceso === 'Privado') {
    return claims.email || claims.unique_name;
  }
  return claims.tipoacceso === 'Informante' ? 'informante' : 'publico';
}

/**
 * Appends one row to the tenant's audit chain. Runs in its own transaction so concurrent writers
 * of the same tenant serialise on the chain head (SQLite: one writer; PostgreSQL: advisory lock).
 */
export async function recordAudit(db: Kysely<Database>, claims: TokenClaims, event: AuditEvent): Promise<void> {
  await appendAudit(db, event, async (trx) => {
    // The administrator's user id comes from the session row, never from the token's text.
    const session =
      claims.tipoacceso === 'Privado'
        ? await trx
            .selectFrom('sesiones')
            .select('idusuario')
            .where('sid', '=', claims.sid)
            .where('idcliente', '=', claims.idcliente)
            .executeTakeFirst()
        : undefined;
    return { idusuario: session?.idusuario ?? null, usuario: auditActorName(claims) };
  });
}

/** Who an organisation event is about when no token names them (a sign-in attempt, the CLI). */
export type AuditActor = {
  /** The person, when known (a failed sign-in for an unknown e-mail has none). */
  idusuario: number | null;
  /** The e-mail as typed or stored, or "operador" for the CLI: never a reporter's anything. */
  usuario: string;
};

/**
 * Appends an organisation event (issue 15 §5: sign-ins, sign-outs, people, configuration, views and
 * exports) to the tenant's same chain; `event.iddenuncia` is null unless it is about one case.
 */
export async function recordOrgAudit(db: Kysely<Database>, actor: AuditActor, event: AuditEvent): Promise<void> {
  await appendAudit(db, event, () => Promise.resolve(actor));
}

async function appendAudit(
  db: Kysely<Database>,
  event: AuditEvent,
  actorOf: (trx: Transaction<Database>) => Promise<AuditActor>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter.supportsTransactionalDdl) {
      // PostgreSQL: serialise per tenant so two rows never chain to the same predecessor.
      await trx
        .selectNoFrom((eb) => eb.fn('pg_advisory_xact_lock', [eb.val(910_000 + event.idcliente)]).as('l'))
        .execute();
    }
    const head = await trx
      .selectFrom('den_auditoria')
      .select('hash')
      .where('idcliente', '=', event.idcliente)
      .orderBy('idauditoria', 'desc')
      .limit(1)
      .executeTakeFirst();
    const actor = await actorOf(trx);
    const row: ChainedFields = {
      idcliente: event.idcliente,
      iddenuncia: event.iddenuncia,
      idusuario: actor.idusuario,
      usuario: actor.usuario,
      accion: event.accion,
      resultado: event.resultado,
      detalle: event.detalle ?? '',
      fec_evento: nowIso(),
    };
    const previous = head?.hash ?? auditGenesisHash;
    await trx
      .insertInto('den_auditoria')
      .values({ ...row, hash_anterior: previous, hash: auditHash(previous, row) })
      .execute();
  });
}

/** The outcome of recomputing a tenant's chain: every row, or the first whose link or hash fails. */
export type AuditChainCheck = { ok: boolean; filas: number; primera_rota: number | null };

/**
 * Recomputes the tenant's whole chain from the genesis hash, in pages of `batch` rows by id: each
 * row must link to its predecessor's hash and its own hash must match its fields. A row removed,
 * edited or inserted by hand (with the triggers off) breaks the chain at or right after it.
 */
export async function verifyAuditChain(
  db: Kysely<Database>,
  idcliente: number,
  batch = 2000,
): Promise<AuditChainCheck> {
  let previous = auditGenesisHash;
  let lastId = 0;
  let filas = 0;
  for (;;) {
    const rows = await db
      .selectFrom('den_auditoria')
      .selectAll()
      .where('idcliente', '=', idcliente)
      .where('idauditoria', '>', lastId)
      .orderBy('idauditoria')
      .limit(batch)
      .execute();
    for (const row of rows) {
      if (row.hash_anterior !== previous || row.hash !== auditHash(previous, row)) {
        return { ok: false, filas, primera_rota: row.idauditoria };
      }
      previous = row.hash;
      lastId = row.idauditoria;
      filas += 1;
    }
    if (rows.length < batch) {
      return { ok: true, filas, primera_rota: null };
    }
  }
}

/** A stored trail row as read (`Selectable<AuditTable>` or any row with these columns). */
type StoredAuditRow = Omit<ChainedFields, 'accion' | 'resultado'> & {
  idauditoria: number;
  accion: string;
  resultado: string;
};

/**
 * Trail rows as the API shows them (the chain hashes stay in the database); a row whose action or
 * result this version does not know is left out.
 */
export function auditEntriesOf(rows: readonly StoredAuditRow[]): AuditEntry[] {
  return rows.flatMap((row) => {
    const { accion, resultado } = row;
    if (!isAuditAction(accion) || !isAuditResult(resultado)) {
      return [];
    }
    return [
      {
        idauditoria: row.idauditoria,
        iddenuncia: row.iddenuncia,
        idusuario: row.idusuario,
        usuario: row.usuario,
        accion,
        resultado,
        detalle: row.detalle,
        fec_evento: row.fec_evento,
      },
    ];
  });
}

function isAuditAction(text: string): text is AuditAction {
  return (auditActions as readonly string[]).includes(text);
}

function isAuditResult(text: string): text is AuditResult {
  return (auditResults as readonly string[]).includes(text);
}
