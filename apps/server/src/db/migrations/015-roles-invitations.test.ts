import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildAdmin, buildTenant } from '../../test/factories.ts';
import { rolesInvitations } from './015-roles-invitations.ts';

for (const dialect of DIALECTS) {
  describe(`migration 015: roles and invitations [${dialect}]`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
    });
    afterAll(async () => t.close());

    it('makes every administrator a responsable and creates the invitations table (hash unique)', async () => {
      const { idcliente } = await buildTenant(t.app);
      const before = await buildAdmin(t.app, idcliente);
      const gestor = await buildAdmin(t.app, idcliente);
      // As the rows were before the migration.
      await sql`update usuarios set rol = 'administrador' where idusuario = ${before.idusuario}`.execute(t.app.db);
      await sql`update usuarios set rol = 'gestor' where idusuario = ${gestor.idusuario}`.execute(t.app.db);
      await t.app.db.schema.dropTable('invitaciones').execute();

      await rolesInvitations(dialect).up(t.app.db);

      const roles = await t.app.db
        .selectFrom('usuarios')
        .select(['idusuario', 'rol'])
        .where('idusuario', 'in', [before.idusuario, gestor.idusuario])
        .orderBy('idusuario')
        .execute();
      expect(roles).toEqual([
        { idusuario: before.idusuario, rol: 'responsable' },
        { idusuario: gestor.idusuario, rol: 'gestor' },
      ]);
      const invitation = {
        idcliente,
        email: 'a@b.es',
        rol: 'responsable' as const,
        token_hash: 'f'.repeat(64),
        fec_expira: nowIso(),
        fec_alta: nowIso(),
        fec_aceptada: null,
        fec_revocada: null,
      };
      await t.app.db.insertInto('invitaciones').values(invitation).execute();
      await expect(t.app.db.insertInto('invitaciones').values(invitation).execute()).rejects.toThrow();
    });

    it('leaves the seeded demo administrator a responsable', async () => {
      const demo = await t.app.db
        .selectFrom('usuarios')
        .innerJoin('clientes', 'clientes.idcliente', 'usuarios.idcliente')
        .select('usuarios.rol')
        .where('clientes.codigo', '=', 'demo')
        .execute();
      expect(demo).toEqual([{ rol: 'responsable' }]);
    });
  });
}
