/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { idColumn } from './columns.ts';

/**
 * `restablecimientos`: password reset links (issue 15 §2, decision 036). The SHA-256 of the
 * one-time token (never the token), the person, when it expires (1 h), and when it was used or
 * revoked by a newer request. Rows go with their person or tenant.
 */
export function passwordResets(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('restablecimientos')
        .addColumn('idrestablecimiento', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('idusuario', 'integer', (c) => c.notNull().references('usuarios.idusuario').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('fec_expira', 'text', (c) => c.notNull())
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .addColumn('fec_usado', 'text')
        .addColumn('fec_revocado', 'text')
        .execute();
      await db.schema.createIndex('restablecimientos_usuario').on('restablecimientos').column('idusuario').execute();
    },
  };
}
