/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import { sql, type Kysely } from 'kysely';
import { formatCaseReference } from '@atalaya/contract/complaints/case-reference';
import { timeZoneOf, yearIn } from '@atalaya/contract/common/time-zone';

/** Rows updated per statement while back-filling. */
const backFillBatch = 500;

/**
 * A case's one human reference (docs/decisions/027): `den_denuncias.referencia` ("2026-0001": the
 * year of filing in the tenant's time zone, the sequence within tenant and year), unique per
 * tenant, and `den_referencias`, the last sequence given per tenant and year, which filing bumps in
 * its own transaction (one upsert: atomic on both dialects). Existing complaints are numbered in
 * filing order (fec_alta, then iddenuncia) and the counters left at their last number.
 */
export function caseReference() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('den_referencias')
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('anio', 'integer', (c) => c.notNull())
        .addColumn('ultimo', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('den_referencias_pk', ['idcliente', 'anio'])
        .execute();
      await db.schema.alterTable('den_denuncias').addColumn('referencia', 'text').execute();

      const tenants = (await db.selectFrom('clientes').select(['idcliente', 'parametros_cliente']).execute()) as {
        idcliente: number;
        parametros_cliente: string;
      }[];
      for (const tenant of tenants) {
        const zone = timeZoneOf(tenant.parametros_cliente);
        const rows = (await db
          .selectFrom('den_denuncias')
          .select(['iddenuncia', 'fec_alta'])
          .where('idcliente', '=', tenant.idcliente)
          .orderBy('fec_alta')
          .orderBy('iddenuncia')
          .execute()) as { iddenuncia: number; fec_alta: string }[];
        const last = new Map<number, number>();
        const references = rows.map((row) => {
          const year = yearIn(row.fec_alta, zone);
          const sequence = (last.get(year) ?? 0) + 1;
          last.set(year, sequence);
          return { iddenuncia: Number(row.iddenuncia), referencia: formatCaseReference(year, sequence) };
        });
        for (let i = 0; i < references.length; i += backFillBatch) {
          const batch = references.slice(i, i + backFillBatch);
          // UPDATE … FROM (VALUES …): one statement per batch on both dialects (columns column1, column2).
          const values = sql.join(
            batch.map((r) => sql`(CAST(${r.iddenuncia} AS INTEGER), CAST(${r.referencia} AS TEXT))`),
          );
          await sql`UPDATE den_denuncias SET referencia = v.column2 FROM (VALUES ${values}) AS v
            WHERE den_denuncias.iddenuncia = v.column1`.execute(db);
        }
        if (last.size > 0) {
          await db
            .insertInto('den_referencias')
            .values([...last].map(([anio, ultimo]) => ({ idcliente: tenant.idcliente, anio, ultimo })))
            .execute();
        }
      }

      await db.schema
        .createIndex('denuncias_cliente_referencia')
        .on('den_denuncias')
        .columns(['idcliente', 'referencia'])
        .unique()
        .execute();
    },
  };
}
