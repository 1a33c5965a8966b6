import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageIds } from '@atalaya/contract/limits';
import { decryptText } from '../../lib/crypto.ts';
import { resolveTenantOfHost } from '../../lib/hostname.ts';
import { outboxBodyContext, outboxRecipientContext } from '../../lib/mail-outbox.ts';
import { hashToken } from '../../lib/tokens.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { fileComplaint } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { demoTenantAndAdmin } from '../../test/factories.ts';
import { operatorDeps, publicTokenOf, rowCounts, tokenOfLink } from '../../test/operator-fixtures.ts';
import { listTenants } from './tenant-operations.service.ts';
import { createTenant } from './tenant-provisioning.service.ts';

const valid = {
  codigo: 'ayto-ejemplo',
  nombre: 'Ayuntamiento de Ejemplo',
  hosts: ['canal.ejemplo.es', 'denuncias.ejemplo.es'],
  adminEmail: 'Resp@Ejemplo.es',
  idiomas: ['es', 'cat', 'en'],
};

for (const dialect of DIALECTS) {
  describe(`creating a tenant (operator) [${dialect}]`, () => {
    let t: TestApp;
    let demo: number;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      demo = (await demoTenantAndAdmin(t.app)).idcliente;
    });
    afterAll(async () => t.close());

    it('creates the tenant with the demo defaults, its hosts, languages, data key and an invitation', async () => {
      const result = await createTenant(operatorDeps(t.app), valid);
      if (!result.ok) {
        throw new Error(result.problems.join('\n'));
      }
      const { idcliente, invitationLink } = result.value;
      expect(invitationLink).toMatch(/^https:\/\/canal\.ejemplo\.es\/auth\/invitacion\/[A-Za-z0-9_-]{43}$/);

      const tenant = await t.app.db
        .selectFrom('clientes')
        .selectAll()
        .where('idcliente', '=', idcliente)
        .executeTakeFirstOrThrow();
      expect(tenant).toMatchObject({ codigo: 'ayto-ejemplo', nombre: 'Ayuntamiento de Ejemplo', activo: 1 });
      expect(JSON.parse(tenant.parametros_cliente)).toMatchObject({ idioma_defecto: 'es', max_denuncias_hora: 30 });

      // The same defaults as the demo: every table but the demo's own (hosts, languages, its administrator).
      const mine = await rowCounts(t.app.db, idcliente);
      const demos = await rowCounts(t.app.db, demo);
      for (const table of [
        'festivos',
        'den_denuncia_content',
        'trans_menu',
        'trans_menu_opcion',
        'den_formularios',
        'den_tipos_denuncia',
        'den_estados_denuncia',
        'mail_plantillas',
      ] as const) {
        expect({ table, rows: mine[table] }).toEqual({ table, rows: demos[table] });
        expect(mine[table]).toBeGreaterThan(0);
      }
      expect(mine).toMatchObject({
        clientes_hosts: 2,
        clientes_idiomas: 3,
        usuarios: 0,
        invitaciones: 1,
        mail_outbox: 1,
        claves_cliente: 1,
      });
      const languages = await t.app.db
        .selectFrom('clientes_idiomas')
        .select('ididioma')
        .where('idcliente', '=', idcliente)
        .orderBy('ididioma')
        .execute();
      expect(languages.map((l) => l.ididioma)).toEqual([languageIds.es, languageIds.cat, languageIds.en]);

      // Its hosts resolve to it, on the server's own path too.
      for (const host of valid.hosts) {
        expect(await resolveTenantOfHost(t.app.db, host, 'demo')).toBe(idcliente);
        const claims = await t.app.tokens.verify(await publicTokenOf(t.app, `https://${host}/`), 'access');
        expect(claims.idcliente).toBe(idcliente);
      }

      // Only the token's hash is stored; the invitation is for a Responsable, 72 h.
      const token = tokenOfLink(invitationLink);
      const invitation = await t.app.db
        .selectFrom('invitaciones')
        .selectAll()
        .where('idcliente', '=', idcliente)
        .executeTakeFirstOrThrow();
      expect(invitation).toMatchObject({
        email: 'resp@ejemplo.es',
        rol: 'responsable',
        token_hash: hashToken(token),
        fec_aceptada: null,
        fec_revocada: null,
      });
      const hours = (Date.parse(invitation.fec_expira) - Date.parse(invitation.fec_alta)) / 3_600_000;
      expect(hours).toBe(72);

      // The mail is queued, its recipient and body (it carries the link) sealed under the tenant's own key.
      const mail = await t.app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('idcliente', '=', idcliente)
        .executeTakeFirstOrThrow();
      expect(mail).toMatchObject({ evento: 'invitacion', estado: 'pendiente', proximo_intento: null });
      expect(mail.asunto).toBe('Ayuntamiento de Ejemplo: invitación al canal de información');
      const invitations = JSON.stringify(await t.app.db.selectFrom('invitaciones').selectAll().execute());
      for (const stored of [mail.destinatario, mail.cuerpo, invitations]) {
        expect(stored).not.toContain(token);
      }
      expect(mail.destinatario).not.toContain('resp@ejemplo.es');
      expect(mail.cuerpo).not.toContain('/auth/invitacion/');
      const key = await t.app.tenantKeys.keyFor(idcliente);
      expect(decryptText(key, mail.destinatario, outboxRecipientContext(mail.uid))).toBe('resp@ejemplo.es');
      expect(decryptText(key, mail.cuerpo, outboxBodyContext(mail.uid))).toContain(invitationLink);
      const otherKey = await t.app.tenantKeys.keyFor(demo);
      expect(Buffer.compare(key, otherKey)).not.toBe(0);
    });

    it('builds the link from PUBLIC_URL when it is set', async () => {
      const result = await createTenant(operatorDeps(t.app, { publicUrl: 'https://atalaya.example.org/' }), {
        ...valid,
        codigo: 'con-public-url',
        hosts: ['canal.publicurl.es'],
      });
      expect(result.ok && result.value.invitationLink).toMatch(
        /^https:\/\/atalaya\.example\.org\/auth\/invitacion\/[A-Za-z0-9_-]{43}$/,
      );
    });

    it('refuses bad input with one line per problem and changes nothing', async () => {
      const before = await rowCounts(t.app.db);
      const cases: { input: Record<string, unknown>; problems: string[] }[] = [
        {
          input: valid,
          problems: [
            'código «ayto-ejemplo»: ya existe un canal con ese código',
            'dominio «canal.ejemplo.es»: ya lo usa el canal «ayto-ejemplo»',
            'dominio «denuncias.ejemplo.es»: ya lo usa el canal «ayto-ejemplo»',
          ],
        },
        {
          input: { ...valid, codigo: 'otro', hosts: ['nuevo.ejemplo.es', 'localhost'] },
          problems: ['dominio «localhost»: ya lo usa el canal «demo»'],
        },
        {
          input: { ...valid, codigo: 'otro', hosts: ['nuevo.ejemplo.es'], adminEmail: 'no-es-un-correo' },
          problems: ['correo del Responsable: Correo electrónico no válido'],
        },
        {
          input: { ...valid, codigo: 'otro', hosts: ['nuevo.ejemplo.es'], idiomas: ['es', 'xx', 'fr'] },
          problems: [
            'idiomas: Idioma desconocido: xx (admitidos: es, cat, eu, ga, en)',
            'idiomas: Idioma desconocido: fr (admitidos: es, cat, eu, ga, en)',
          ],
        },
        {
          input: { ...valid, codigo: 'otro', hosts: ['nuevo.ejemplo.es'], idiomas: ['cat'] },
          problems: ['idiomas: El español (es) debe estar siempre entre los idiomas'],
        },
        {
          input: { ...valid, codigo: 'Mal Código', hosts: [] },
          problems: [
            'código: Código no válido: use de 1 a 40 minúsculas, cifras o guiones (ejemplo: ayto-ejemplo)',
            'dominio: Indique al menos un dominio (--host)',
          ],
        },
        {
          input: { ...valid, codigo: 'otro', hosts: ['bien.ejemplo.es', 'mal dominio'] },
          problems: ['dominio «mal dominio»: Dominio no válido (ejemplo: canal.ejemplo.es)'],
        },
        {
          input: { hosts: [] },
          problems: [
            'código: Indique el código del canal (--code)',
            'nombre: Indique el nombre de la organización (--name)',
            'dominio: Indique al menos un dominio (--host)',
            'correo del Responsable: Indique un correo electrónico',
            'idiomas: Indique los idiomas (--languages es,cat,…)',
          ],
        },
      ];
      for (const { input, problems } of cases) {
        const result = await createTenant(operatorDeps(t.app), input);
        expect(result).toEqual({ ok: false, problems });
      }
      expect(await rowCounts(t.app.db)).toEqual(before);
    });

    it('lists every tenant with counts only, never case content', async () => {
      const created = await createTenant(operatorDeps(t.app), {
        ...valid,
        codigo: 'con-casos',
        hosts: ['casos.ejemplo.es'],
      });
      if (!created.ok) {
        throw new Error(created.problems.join('\n'));
      }
      const idcliente = created.value.idcliente;
      const type = await t.app.db
        .selectFrom('den_tipos_denuncia')
        .select('idtipodenuncia')
        .where('idcliente', '=', idcliente)
        .executeTakeFirstOrThrow();
      const secret = 'Texto-de-la-denuncia-que-nunca-se-lista';
      await fileComplaint(t.app, await publicTokenOf(t.app, 'casos.ejemplo.es'), {
        idtipodenuncia: type.idtipodenuncia,
        answers: { que_ocurrio: secret, donde: 'Oficina-secreta' },
      });
      const tenants = await listTenants(t.app.db);
      expect(tenants.find((row) => row.codigo === 'con-casos')).toEqual({
        codigo: 'con-casos',
        nombre: 'Ayuntamiento de Ejemplo',
        activo: true,
        hosts: ['casos.ejemplo.es'],
        usuarios: 0,
        expedientes: 1,
      });
      expect(tenants.find((row) => row.codigo === 'demo')).toMatchObject({
        activo: true,
        usuarios: 1,
        hosts: ['127.0.0.1', 'localhost'],
      });
      const text = JSON.stringify(tenants);
      expect(text).not.toContain(secret);
      expect(text).not.toContain('Oficina-secreta');
    });
  });
}
