/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { idColumn } from './columns.ts';

/**
 * People's roles and invitations (issue 15). `usuarios.rol` holds one of `responsable`, `gestor`,
 * `auditor`: every administrator so far could do everything, so each becomes a `responsable`.
 * `invitaciones` keeps an invitation to join a tenant with a role: the e-mail, the SHA-256 of the
 * one-time token (never the token), when it expires (72 h), and when it was accepted or revoked.
 */
export function rolesInvitations(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.updateTable('usuarios').set({ rol: 'responsable' }).where('rol', '=', 'administrador').execute();
      await db.schema
        .createTable('invitaciones')
        .addColumn('idinvitacion', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('rol', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('fec_expira', 'text', (c) => c.notNull())
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .addColumn('fec_aceptada', 'text')
        .addColumn('fec_revocada', 'text')
        .execute();
      await db.schema
        .createIndex('invitaciones_cliente_email')
        .on('invitaciones')
        .columns(['idcliente', 'email'])
        .execute();
    },
  };
}
