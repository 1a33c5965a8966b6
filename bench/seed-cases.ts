// Seeds a fresh database for the case-list benchmark (bench/cases.ts): the schema, the demo tenant
// with its administrator, 100 000 complaints of the demo tenant and a few thousand of a second one,
// inserted directly with Kysely in batches. The sealed columns hold a fixed dummy ciphertext: the
// list and the Resumen never decrypt.
import crypto from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { rebuildCaseSummary } from '../apps/server/src/db/migrations/008-resumen-tables.ts';
import type { ComplaintTable, Database } from '../apps/server/src/db/schema.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed/seed.ts';
import { ensureTenantDefaults } from '../apps/server/src/db/seed/tenant-defaults.ts';
import { randomSource } from '../apps/server/src/test/seeded-random.ts';

export type SeedOptions = {
  /** PostgreSQL URL, or undefined for SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  admin: { email: string; password: string };
  complaints: number;
  otherTenantComplaints: number;
};

export type SeedResult = {
  idcliente: number;
  /** A few guids of the demo tenant, for prefix searches. */
  sampleGuids: string[];
  seconds: number;
};

const dayMs = 86_400_000;

/** An ISO timestamp, never later than `now`. */
function isoUpTo(ms: number, now: number): string {
  return new Date(Math.min(ms, now)).toISOString();
}
const years = 3;
const batchSize = 1_000;

function pick<T>(random: () => number, weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((sum, [, w]) => sum + w, 0);
  let x = random() * total;
  for (const [value, w] of weighted) {
    x -= w;
    if (x < 0) {
      return value;
    }
  }
  const last = weighted[weighted.length - 1];
  if (!last) {
    throw new Error('empty choice');
  }
  return last[0];
}

function uuidFrom(random: () => number): string {
  const bytes = Buffer.alloc(16);
  for (let i = 0; i < 16; i += 1) {
    bytes[i] = Math.floor(random() * 256);
  }
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Looks like the real `v1:` envelope in size; nothing reads it. */
function dummyCiphertext(chars: number): string {
  return `v1:${crypto
    .createHash('sha256')
    .update(String(chars))
    .digest('base64')
    .repeat(Math.ceil(chars / 44))}`.slice(0, chars);
}
const dummyAnswers = dummyCiphertext(900);
const dummyContact = dummyCiphertext(240);
const dummyResolution = dummyCiphertext(400);
const dummyReason = dummyCiphertext(160);

type Channel = { idcliente: number; types: { idtipodenuncia: number; idformulario: number }[] };

/**
 * `count` complaints filed over the last three years (oldest first, so ids follow filing dates
 * as they do in production): ~30 % resolved (older ones more often), 85 % acknowledged within 10
 * days, 5 % with an extension of 1–3 months, 70 % anonymous.
 */
function* complaintRows(channel: Channel, count: number, seed: number): Generator<Insertable<ComplaintTable>> {
  const random = randomSource(seed);
  const now = Date.now();
  const start = now - years * 365 * dayMs;
  const times = Array.from({ length: count }, () => start + random() * (now - start)).sort((a, b) => a - b);
  const typeWeights = channel.types.map((t, i) => [t, channel.types.length - i] as const);
  for (const time of times) {
    const type = pick(random, typeWeights);
    const ageDays = (now - time) / dayMs;
    const resolved = random() < (ageDays > 92 ? 0.33 : 0.06);
    const idestadodenuncia = resolved
      ? 1
      : pick(random, [
          [2, 4],
          [3, 5],
          [4, 1],
        ] as const);
    const acknowledged = random() < 0.85;
    const extended = !resolved && random() < 0.05 ? 1 + Math.floor(random() * 3) : null;
    const anonymous = random() < 0.7;
    const guid = uuidFrom(random);
    yield {
      guid,
      // Unique per tenant (decision 027); the bench never reads it.
      referencia: `bench-${guid}`,
      idcliente: channel.idcliente,
      idtipodenuncia: type.idtipodenuncia,
      idformulario: type.idformulario,
      version_formulario: 1,
      idestadodenuncia,
      fec_alta: isoUpTo(time, now),
      fec_acuse: acknowledged ? isoUpTo(time + random() * 10 * dayMs, now) : null,
      fec_resolucion: resolved ? isoUpTo(time + (10 + random() * 170) * dayMs, now) : null,
      resolucion: resolved ? dummyResolution : null,
      anonima: anonymous ? 1 : 0,
      respuestas: dummyAnswers,
      contacto: anonymous ? null : dummyContact,
      ididioma: 1,
      receipt_hash: crypto.createHash('sha256').update(guid).digest('base64url'),
      idtercero: null,
      prorroga_meses: extended,
      prorroga_motivo: extended === null ? null : dummyReason,
      fec_prorroga: extended === null ? null : isoUpTo(time + 80 * dayMs, now),
      idusuario_prorroga: null,
    };
  }
}

async function insertComplaints(db: Kysely<Database>, channel: Channel, count: number, seed: number) {
  const sample: string[] = [];
  let batch: Insertable<ComplaintTable>[] = [];
  await db.transaction().execute(async (trx) => {
    for (const row of complaintRows(channel, count, seed)) {
      batch.push(row);
      if (sample.length < 50 && batch.length === 1) {
        sample.push(row.guid);
      }
      if (batch.length === batchSize) {
        await trx.insertInto('den_denuncias').values(batch).execute();
        batch = [];
      }
    }
    if (batch.length > 0) {
      await trx.insertInto('den_denuncias').values(batch).execute();
    }
  });
  return sample;
}

async function channelOf(db: Kysely<Database>, idcliente: number): Promise<Channel> {
  const types = await db
    .selectFrom('den_tipos_denuncia')
    .select(['idtipodenuncia', 'idformulario'])
    .where('idcliente', '=', idcliente)
    .orderBy('orden')
    .execute();
  return { idcliente, types };
}

async function secondTenant(db: Kysely<Database>): Promise<Channel> {
  const now = new Date().toISOString();
  const { idcliente } = await db
    .insertInto('clientes')
    .values({
      codigo: 'otra',
      nombre: 'Otra entidad',
      logo_tipo: null,
      logo_datos: null,
      parametros_cliente: '{}',
      activo: 1,
      fec_alta: now,
    })
    .returning('idcliente')
    .executeTakeFirstOrThrow();
  await ensureTenantDefaults(db, idcliente);
  const { idformulario } = await db
    .insertInto('den_formularios')
    .values({ idcliente, nombre: 'General', version: 1, campos: '[]', activo: 1, fec_alta: now, fec_modificacion: now })
    .returning('idformulario')
    .executeTakeFirstOrThrow();
  const { idtipodenuncia } = await db
    .insertInto('den_tipos_denuncia')
    .values({
      idcliente,
      nombre: JSON.stringify({ es: 'General' }),
      descripcion: '{}',
      orden: 0,
      activo: 1,
      idformulario,
    })
    .returning('idtipodenuncia')
    .executeTakeFirstOrThrow();
  return { idcliente, types: [{ idtipodenuncia, idformulario }] };
}

/** Creates the schema, the demo tenant and the complaints; refreshes the planner statistics on PostgreSQL. */
export async function seedCases(options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const handle = openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    await migrateToLatest(handle);
    const report = await seedDemoIfEmpty(handle.db, options.admin);
    if (!report.seeded) {
      throw new Error('the benchmark needs an empty database');
    }
    const demo = await handle.db
      .selectFrom('clientes')
      .select('idcliente')
      .where('codigo', '=', 'demo')
      .executeTakeFirstOrThrow();
    const sampleGuids = await insertComplaints(
      handle.db,
      await channelOf(handle.db, demo.idcliente),
      options.complaints,
      20_261_122,
    );
    await insertComplaints(handle.db, await secondTenant(handle.db), options.otherTenantComplaints, 7);
    // The Resumen's summary as migration 007 fills it: the bulk load above updated its rows once
    // per complaint in one transaction, which no real channel does (see rebuildCaseSummary).
    await handle.db.transaction().execute((trx) => rebuildCaseSummary(trx, handle.dialect));
    if (handle.dialect === 'postgres') {
      // What autovacuum does shortly after a bulk load: statistics and the visibility map. Then a
      // checkpoint, so the load's dirty pages are not written out while requests are timed.
      await sql`vacuum analyze`.execute(handle.db);
      await sql`checkpoint`.execute(handle.db).catch(() => undefined); // superusers only
    } else {
      // The load's write-ahead log folded into the database file before requests are timed.
      await sql`pragma wal_checkpoint(truncate)`.execute(handle.db);
    }
    return { idcliente: demo.idcliente, sampleGuids, seconds: (performance.now() - started) / 1000 };
  } finally {
    await handle.destroy();
  }
}
