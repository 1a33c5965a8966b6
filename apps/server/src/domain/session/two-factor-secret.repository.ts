import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Kysely or a transaction of it. */
type Db = Kysely<Database>;

/** A person's second-factor state with what the sign-in needs, and their tenant's name and settings. */
export async function findFactorState(db: Db, idcliente: number, idusuario: number) {
  return db
    .selectFrom('usuarios')
    .innerJoin('clientes', 'clientes.idcliente', 'usuarios.idcliente')
    .select([
      'usuarios.idusuario',
      'usuarios.email',
      'usuarios.nombre',
      'usuarios.activo',
      'usuarios.password_hash',
      'usuarios.totp_secreto',
      'usuarios.totp_activo',
      'usuarios.totp_bloqueo_hasta',
      'clientes.nombre as cliente',
      'clientes.parametros_cliente',
    ])
    .where('usuarios.idcliente', '=', idcliente)
    .where('usuarios.idusuario', '=', idusuario)
    .executeTakeFirst();
}

/** The tenant's `parametros_cliente` JSON text. */
export async function findTenantParameters(db: Db, idcliente: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('clientes')
    .select('parametros_cliente')
    .where('idcliente', '=', idcliente)
    .executeTakeFirst();
  return row?.parametros_cliente;
}

/**
 * Accepts a code's time step only if it is after the last accepted one (one statement, so two
 * concurrent uses of one code cannot both win); clears the wrong-code count. True when accepted.
 */
export async function acceptTimeStep(db: Db, idcliente: number, idusuario: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('usuarios')
    .set({ totp_ultimo_paso: step, totp_fallos: 0, totp_bloqueo_hasta: null })
    .where('idcliente', '=', idcliente)
    .where('idusuario', '=', idusuario)
    .where('totp_activo', '=', 1)
    .where((eb) => eb.or([eb('totp_ultimo_paso', 'is', null), eb('totp_ultimo_paso', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Clears the wrong-code count (a recovery code was accepted). */
export async function clearFailures(db: Db, idcliente: number, idusuario: number): Promise<void> {
  await db
    .updateTable('usuarios')
    .set({ totp_fallos: 0, totp_bloqueo_hasta: null })
    .where('idcliente', '=', idcliente)
    .where('idusuario', '=', idusuario)
    .execute();
}

/**
 * Counts a wrong code (an atomic increment); the `limit`-th in a row locks the second step until
 * `lockUntil` and starts the count again. True when this failure locked the account.
 */
export async function countFailure(
  db: Db,
  idcliente: number,
  idusuario: number,
  limit: number,
  lockUntil: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('usuarios')
      .set({ totp_fallos: sql<number>`totp_fallos + 1` })
      .where('idcliente', '=', idcliente)
      .where('idusuario', '=', idusuario)
      .returning('totp_fallos')
      .executeTakeFirst();
    if (!row || row.totp_fallos < limit) {
      return false;
    }
    await trx
      .updateTable('usuarios')
      .set({ totp_fallos: 0, totp_bloqueo_hasta: lockUntil })
      .where('idcliente', '=', idcliente)
      .where('idusuario', '=', idusuario)
      .execute();
    return true;
  });
}

/** Marks an unused recovery code used (once: a concurrent second use loses). True when it was unused. */
export async function spendRecoveryCode(
  db: Db,
  idcliente: number,
  idusuario: number,
  codeHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('codigos_recuperacion')
    .set({ fec_usado: now })
    .where('idcliente', '=', idcliente)
    .where('idusuario', '=', idusuario)
    .where('codigo_hash', '=', codeHash)
    .where('fec_usado', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** How many unused recovery codes a person has. */
export async function countRecoveryCodes(db: Db, idcliente: number, idusuario: number): Promise<number> {
  const row = await db
    .selectFrom('codigos_recuperacion')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('idcliente', '=', idcliente)
    .where('idusuario', '=', idusuario)
    .where('fec_usado', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Makes a confirmed secret the person's factor, replacing any old secret and its recovery codes
 * (in one transaction, so the old factor works until the new one is in place).
 */
export async function activateFactor(
  db: Db,
  values: {
    idcliente: number;
    idusuario: number;
    sealedSecret: string;
    step: number;
    codeHashes: string[];
    now: string;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('usuarios')
      .set({
        totp_secreto: values.sealedSecret,
        totp_activo: 1,
        totp_ultimo_paso: values.step,
        totp_fallos: 0,
        totp_bloqueo_hasta: null,
      })
      .where('idcliente', '=', values.idcliente)
      .where('idusuario', '=', values.idusuario)
      .execute();
    await trx
      .deleteFrom('codigos_recuperacion')
      .where('idcliente', '=', values.idcliente)
      .where('idusuario', '=', values.idusuario)
      .execute();
    await trx
      .insertInto('codigos_recuperacion')
      .values(
        values.codeHashes.map((codigo_hash) => ({
          idcliente: values.idcliente,
          idusuario: values.idusuario,
          codigo_hash,
          fec_alta: values.now,
          fec_usado: null,
        })),
      )
      .execute();
  });
}

/** The person of a back-office session of a tenant (from the session row). */
export async function findSessionPerson(db: Db, sid: string, idcliente: number) {
  return db
    .selectFrom('sesiones')
    .innerJoin('usuarios', 'usuarios.idusuario', 'sesiones.idusuario')
    .select(['usuarios.idusuario', 'usuarios.email'])
    .where('sesiones.sid', '=', sid)
    .where('sesiones.idcliente', '=', idcliente)
    .where('usuarios.idcliente', '=', idcliente)
    .executeTakeFirst();
}
