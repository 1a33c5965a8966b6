/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { idColumn } from './columns.ts';

/**
 * Issue 15 §2–§4: second factors, who may see which case, and the sessions page.
 * - `usuarios.totp_*`: the TOTP secret (sealed with the tenant's key, never in clear), whether it is
 *   confirmed, the last accepted time step (a code is accepted once), wrong codes in a row and the
 *   end of the 15-minute lock they cause.
 * - `codigos_recuperacion`: ten single-use recovery codes per person, stored hashed.
 * - `den_denuncia_asignaciones`: the gestores a Responsable assigned to a case (several per case).
 * - `den_denuncia_exclusiones`: people excluded from a case for a conflict of interest, with the
 *   Responsable's reason; an excluded person can never be assigned while excluded.
 * - `sesiones.agente`: the browser of an administrator's session (never a reporter's), shown on the
 *   person's own sessions page.
 */
export function factorsAndCaseAccess(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('usuarios').addColumn('totp_secreto', 'text').execute();
      await db.schema
        .alterTable('usuarios')
        .addColumn('totp_activo', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('usuarios').addColumn('totp_ultimo_paso', 'integer').execute();
      await db.schema
        .alterTable('usuarios')
        .addColumn('totp_fallos', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('usuarios').addColumn('totp_bloqueo_hasta', 'text').execute();
      await db.schema.alterTable('sesiones').addColumn('agente', 'text').execute();

      await db.schema
        .createTable('codigos_recuperacion')
        .addColumn('idcodigo', idColumn(dialect), (c) => c.primaryKey())
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('idusuario', 'integer', (c) => c.notNull().references('usuarios.idusuario').onDelete('cascade'))
        .addColumn('codigo_hash', 'text', (c) => c.notNull())
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .addColumn('fec_usado', 'text')
        .execute();
      await db.schema
        .createIndex('codigos_recuperacion_usuario')
        .on('codigos_recuperacion')
        .column('idusuario')
        .execute();

      await db.schema
        .createTable('den_denuncia_asignaciones')
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('iddenuncia', 'integer', (c) =>
          c.notNull().references('den_denuncias.iddenuncia').onDelete('cascade'),
        )
        .addColumn('idusuario', 'integer', (c) => c.notNull().references('usuarios.idusuario').onDelete('cascade'))
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .addColumn('idusuario_alta', 'integer')
        .addPrimaryKeyConstraint('den_denuncia_asignaciones_pk', ['iddenuncia', 'idusuario'])
        .execute();
      await db.schema
        .createIndex('den_denuncia_asignaciones_usuario')
        .on('den_denuncia_asignaciones')
        .columns(['idcliente', 'idusuario', 'iddenuncia'])
        .execute();

      await db.schema
        .createTable('den_denuncia_exclusiones')
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('iddenuncia', 'integer', (c) =>
          c.notNull().references('den_denuncias.iddenuncia').onDelete('cascade'),
        )
        .addColumn('idusuario', 'integer', (c) => c.notNull().references('usuarios.idusuario').onDelete('cascade'))
        .addColumn('motivo', 'text', (c) => c.notNull())
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .addColumn('idusuario_alta', 'integer')
        .addPrimaryKeyConstraint('den_denuncia_exclusiones_pk', ['iddenuncia', 'idusuario'])
        .execute();
      await db.schema
        .createIndex('den_denuncia_exclusiones_usuario')
        .on('den_denuncia_exclusiones')
        .columns(['idcliente', 'idusuario', 'iddenuncia'])
        .execute();
    },
  };
}
