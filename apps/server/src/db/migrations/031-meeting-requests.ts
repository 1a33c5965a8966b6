/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';

/**
 * Issue 17 §2 (art 7.2 Ley 2/2023): a meeting the reporter asks for. `reunion_modalidad`
 * (presencial, videollamada), `reunion_disponibilidad` (sealed: when they can), `fec_reunion_solicitada`
 * (the 7 days to propose a date run from it); the handler's proposal `reunion_propuesta` (sealed
 * JSON `{fecha, lugar}`) and `fec_reunion_propuesta`.
 */
export function meetingRequests() {
  const columns = [
    'reunion_modalidad',
    'reunion_disponibilidad',
    'fec_reunion_solicitada',
    'reunion_propuesta',
    'fec_reunion_propuesta',
  ];
  return {
    async up(db: Kysely<any>): Promise<void> {
      for (const column of columns) {
        await db.schema.alterTable('den_denuncias').addColumn(column, 'text').execute();
      }
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const column of [...columns].reverse()) {
        await db.schema.alterTable('den_denuncias').dropColumn(column).execute();
      }
    },
  };
}
