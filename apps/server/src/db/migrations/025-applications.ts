/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';

/**
 * Issue 16, the remaining auth calls of spec §7 (decision 053).
 * - `aplicaciones`: the other applications of a tenant (`idaplicacion` as the spec's clients send
 *   it), with a name and the URL they live at; `POST /api/auth/thirdparty/clave` accepts only
 *   these.
 * - `aplicaciones_accesos`: which profile may use an application (`ciudadano`, or a back-office
 *   role `responsable`|`gestor`|`auditor`); `GET /api/auth/acceso/{appId}` answers from it.
 * - `terceros.identificador_global`: a second keyed hash of the citizen's identifier, under a
 *   server-wide key (derived from the master key), so the same person's rows in other tenants can
 *   be found (`GET /api/auth/changeCliente/{id}`); null until the citizen signs in again.
 */
export function applications() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('aplicaciones')
        .addColumn('idcliente', 'integer', (c) => c.notNull().references('clientes.idcliente').onDelete('cascade'))
        .addColumn('idaplicacion', 'text', (c) => c.notNull())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('url_retorno', 'text')
        .addColumn('fec_alta', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('aplicaciones_pk', ['idcliente', 'idaplicacion'])
        .execute();
      await db.schema
        .createTable('aplicaciones_accesos')
        .addColumn('idcliente', 'integer', (c) => c.notNull())
        .addColumn('idaplicacion', 'text', (c) => c.notNull())
        .addColumn('perfil', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('aplicaciones_accesos_pk', ['idcliente', 'idaplicacion', 'perfil'])
        .addForeignKeyConstraint(
          'aplicaciones_accesos_aplicacion',
          ['idcliente', 'idaplicacion'],
          'aplicaciones',
          ['idcliente', 'idaplicacion'],
          (fk) => fk.onDelete('cascade'),
        )
        .execute();
      await db.schema.alterTable('terceros').addColumn('identificador_global', 'text').execute();
      await db.schema
        .createIndex('terceros_identificador_global')
        .on('terceros')
        .column('identificador_global')
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('terceros_identificador_global').execute();
      await db.schema.alterTable('terceros').dropColumn('identificador_global').execute();
      await db.schema.dropTable('aplicaciones_accesos').execute();
      await db.schema.dropTable('aplicaciones').execute();
    },
  };
}
