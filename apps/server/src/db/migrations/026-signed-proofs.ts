/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';

/**
 * Issue 17 §8, a proof that cannot be forged (decision 054). `gdoc_justificantes`: one signed
 * statement per filing proof ('justificante') and per libro-registro export ('libro-registro'),
 * under a verification code checked at `/api/publico/verificacion/{codigo}`. `declaracion` is the
 * canonical JSON signed; `firma` its HMAC-SHA256 under a key derived from the tenant's data key.
 * Never the receipt code.
 */
export function signedProofs() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('gdoc_justificantes')
        .addColumn('codigo', 'text', (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('referencia', 'text')
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('declaracion', 'text', (c) => c.notNull())
        .addColumn('firma', 'text', (c) => c.notNull())
        .addColumn('fec_emision', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('gdoc_justificantes_cliente')
        .on('gdoc_justificantes')
        .columns(['idcliente', 'tipo'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('gdoc_justificantes').execute();
    },
  };
}
