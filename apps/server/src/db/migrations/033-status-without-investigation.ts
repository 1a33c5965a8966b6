/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import { sql, type Kysely } from 'kysely';

/**
 * Issue 17 §6 (art 32.4 Ley 2/2023; decision 063): a status may mark the end of a case without an
 * investigation (inadmission). The seeded "Inadmitida" (status 4, still so named) gets the flag, so
 * the not-admitted cases of existing tenants are purged 3 months after receipt from now on.
 */
export function statusWithoutInvestigation() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('den_estados_denuncia')
        .addColumn('sin_investigacion', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db
        .updateTable('den_estados_denuncia')
        .set({ sin_investigacion: 1 })
        .where('idestadodenuncia', '=', 4)
        .where('inicial', '=', 0)
        .where(sql<boolean>`nombre like ${'%"es":"Inadmitida"%'}`)
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('den_estados_denuncia').dropColumn('sin_investigacion').execute();
    },
  };
}
