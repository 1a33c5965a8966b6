import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { verbalReportPath } from '@atalaya/contract/complaints/verbal-report.schemas';
import { meetingRequestPath } from '@atalaya/contract/complaints/meeting-request.schemas';
import { dayIn } from '@atalaya/contract/common/time-zone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseFixture, type CaseFixture } from '../../test/case-fixture.ts';
import { receiptLogin, validAnswers } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { blobFiles, uploadFile } from '../../test/document-factories.ts';
import { bearer } from '../../test/factories.ts';
import { runRetention } from './case-retention.job.ts';
import { purgeWarningTitle } from './purge-warning.service.ts';

/** Noon UTC of a day: the job's fake clock. */
function at(day: string): Date {
  return new Date(`${day}T12:00:00.000Z`);
}

for (const dialect of DIALECTS) {
  describe(`retention and purge (issue 17 §6) [${dialect}]`, () => {
    let t: TestApp;
    let f: CaseFixture;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      f = await caseFixture(t.app);
    });
    afterAll(async () => {
      await t.close();
    });

    function inject(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) {
      return t.app.inject({ method, url, headers: bearer(token), payload: payload as never });
    }

    /** Where a stored value (a ciphertext, a marker) is still found: table.column names, or 'file' for SQLite's bytes. */
    async function foundIn(needle: string): Promise<string[]> {
      if (dialect === 'sqlite') {
        const files = fs.readdirSync(t.config.dataDir).filter((name) => name.startsWith('atalaya.sqlite'));
        const bytes = Buffer.concat(files.map((name) => fs.readFileSync(path.join(t.config.dataDir, name))));
        return bytes.includes(Buffer.from(needle)) ? ['file'] : [];
      }
      const columns = await sql<{ table_name: string; column_name: string }>`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb')`.execute(
        t.app.db,
      );
      const hits: string[] = [];
      for (const { table_name, column_name } of columns.rows) {
        const found = await sql<{ n: string | number }>`
          select count(*) as n from ${sql.table(table_name)} where ${sql.ref(column_name)}::text like ${`%${needle}%`}`.execute(
          t.app.db,
        );
        if (Number(found.rows[0]?.n) > 0) {
          hits.push(`${table_name}.${column_name}`);
        }
      }
      return hits;
    }

    async function checkpoint() {
      if (dialect === 'sqlite') {
        await sql`pragma wal_checkpoint(truncate)`.execute(t.app.db);
      }
    }

    async function summaryRows() {
      const rows = [];
      for (const table of ['den_resumen_mes', 'den_resumen_grupos', 'den_resumen_plazos'] as const) {
        rows.push(
          await t.app.db
            .selectFrom(table)
            .selectAll()
            .where('idcliente', '=', f.tenant.idcliente)
            .orderBy('mes')
            .execute(),
        );
      }
      return JSON.stringify(rows);
    }

    async function bellItems(referencia: string) {
      const rows = await t.app.db
        .selectFrom('user_feed')
        .select(['title', 'description'])
        .where('idcliente', '=', f.tenant.idcliente)
        .where('owner', '=', f.admin.email.toLowerCase())
        .where('title', '=', purgeWarningTitle)
        .execute();
      return rows.filter((row) => row.description?.includes(referencia));
    }

    async function caseRow(iddenuncia: number) {
      return t.app.db
        .selectFrom('den_denuncias')
        .selectAll()
        .where('idcliente', '=', f.tenant.idcliente)
        .where('iddenuncia', '=', iddenuncia)
        .executeTakeFirst();
    }

    it('warns at day 84 once, purges at day 91 a case with no investigation, and leaves nothing the reporter wrote', async () => {
      const marker = `MARCA${crypto.randomBytes(6).toString('hex')}`;
      const address = `${marker.toLowerCase()}@example.test`;
      const c = await f.newCase({ answers: validAnswers({ hechos: `Hechos ${marker}` }), correo_avisos: address });
      // A verbal communication (issue 17 §2) of the same day: its transcript goes with the purge too.
      const verbal = await inject('POST', verbalReportPath, f.adminToken, {
        den_denuncias: {
          idtipodenuncia: f.channel.idtipodenuncia,
          medio: 'telefono',
          fecha: dayIn(new Date(), 'Europe/Madrid'),
          transcripcion: `Relato ${marker}`,
          anonima: true,
          ididioma: 1,
        },
      });
      expect(verbal.statusCode, verbal.body).toBe(200);
      const verbalId: number = verbal.json().iddenuncia;
      const uploaded = await uploadFile(t.app, c.reporter, {
        fileName: `${marker}.txt`,
        bytes: Buffer.from(`Anexo ${marker}`),
        contentType: 'text/plain',
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const iddocumento: number = uploaded.json().iddocumento;
      const added = await inject('POST', '/api/denuncias/den_denuncias/ampliar', c.reporter, {
        informacion: `Más datos ${marker}`,
        documentos: [iddocumento],
      });
      expect(added.statusCode, added.body).toBe(200);
      // A meeting asked for (issue 17 §2): when the reporter can meet is what they wrote, purged too.
      const meeting = await inject('PUT', meetingRequestPath, c.reporter, {
        modalidad: 'presencial',
        disponibilidad: `Mañanas ${marker}`,
      });
      expect(meeting.statusCode, meeting.body).toBe(200);
      // A handler strikes the marker out of the answer (issue 17 §7): the text as it was, with the
      // marker, is kept sealed in den_tachados until the purge.
      const redacted = await inject('POST', `/api/denuncias/den_denuncias/${c.iddenuncia}/tachados`, f.adminToken, {
        origen: 'respuesta',
        campo: 'hechos',
        inicio: 'Hechos '.length,
        fin: 'Hechos '.length + marker.length,
        pasaje: marker,
        motivo: 'categoria_especial',
      });
      expect(redacted.statusCode, redacted.body).toBe(201);
      // A handler's notification queues the content-free notice to the reporter's address (decision 046).
      const notified = await inject('POST', '/api/denuncias/den_denuncia_notificaciones/', f.adminToken, {
        den_denuncia_notificaciones: {
          iddenuncia: c.iddenuncia,
          descripcion: 'Admisión',
          contenido: `<p>${marker}</p>`,
        },
      });
      expect(notified.statusCode, notified.body).toBe(200);
      await t.app.db
        .updateTable('den_denuncias')
        .set({ fec_alta: '2026-04-01T09:00:00.000Z' })
        .where('iddenuncia', 'in', [c.iddenuncia, verbalId])
        .execute();

      const before = await caseRow(c.iddenuncia);
      const verbalBefore = await caseRow(verbalId);
      expect(verbalBefore?.transcripcion?.startsWith('v1.')).toBe(true);
      const document = await t.app.db
        .selectFrom('gdoc_documentos')
        .selectAll()
        .where('iddocumento', '=', iddocumento)
        .executeTakeFirstOrThrow();
      const chat = await t.app.db
        .selectFrom('den_chat_mensajes')
        .select('mensaje')
        .where('guid', '=', c.guid)
        .execute();
      const outbox = await t.app.db
        .selectFrom('mail_outbox')
        .select('destinatario')
        .where('idcliente', '=', f.tenant.idcliente)
        .where('evento', '=', 'aviso_informante')
        .execute();
      const notifications = await t.app.db
        .selectFrom('den_denuncia_notificaciones')
        .select('contenido')
        .where('iddenuncia', '=', c.iddenuncia)
        .execute();
      const redactions = await t.app.db
        .selectFrom('den_tachados')
        .select(['antes', 'pasaje'])
        .where('iddenuncia', '=', c.iddenuncia)
        .execute();
      expect(redactions).toHaveLength(1);
      expect(notifications.length).toBeGreaterThan(0);
      expect(outbox.length).toBeGreaterThan(0);
      expect(chat.length).toBeGreaterThan(0);
      const sealed = [
        before?.respuestas ?? '',
        before?.correo_avisos ?? '',
        verbalBefore?.transcripcion ?? '',
        before?.reunion_disponibilidad ?? '',
        document.nombre,
        ...chat.map((row) => row.mensaje),
        ...outbox.map((row) => row.destinatario),
        ...notifications.map((row) => row.contenido),
        ...redactions.flatMap((row) => [row.antes, row.pasaje]),
      ];
      await checkpoint();
      // The search finds what is there: every sealed value before the purge.
      for (const value of sealed) {
        expect(await foundIn(value), value).not.toEqual([]);
      }
      const blobPaths =
        dialect === 'sqlite' ? blobFiles(t.config.dataDir).filter((p) => p.endsWith(document.blob_key)) : [];
      expect(dialect === 'sqlite' ? blobPaths.length : 1).toBe(1);
      const counts = await summaryRows();
      const detailBefore = await inject('GET', `/api/denuncias/den_denuncias/${c.iddenuncia}`, f.adminToken);
      const referencia: string = detailBefore.json().data.referencia;
      expect(detailBefore.json().data.fec_purga).toBeNull();

      await runRetention(t.app, at('2026-06-23'));
      expect(await bellItems(referencia)).toEqual([]);
      await runRetention(t.app, at('2026-06-24'));
      expect(await bellItems(referencia)).toHaveLength(1);
      expect((await caseRow(c.iddenuncia))?.fec_aviso_purga).toBe(at('2026-06-24').toISOString());
      await runRetention(t.app, at('2026-06-25'));
      await runRetention(t.app, at('2026-06-30'));
      expect(await bellItems(referencia)).toHaveLength(1);
      expect((await caseRow(c.iddenuncia))?.fec_purga).toBeNull();
      const mails = await t.app.db
        .selectFrom('mail_outbox')
        .select(['asunto', 'cuerpo'])
        .where('idcliente', '=', f.tenant.idcliente)
        .where('evento', '=', 'aviso_supresion')
        .execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]?.cuerpo).toContain(referencia);
      expect(mails[0]?.cuerpo).not.toContain(marker);

      await runRetention(t.app, at('2026-07-01'));
      const stub = await caseRow(c.iddenuncia);
      expect(stub?.fec_purga).toBe(at('2026-07-01').toISOString());
      expect(await caseRow(verbalId)).toMatchObject({
        transcripcion: null,
        verbal_medio: 'telefono',
        fec_purga: at('2026-07-01').toISOString(),
      });
      expect(stub).toMatchObject({
        correo_avisos: null,
        contacto: null,
        fec_alta: before?.fec_alta,
        idestadodenuncia: before?.idestadodenuncia,
      });
      for (const value of [...sealed, marker, address]) {
        expect(await foundIn(value), value).toEqual([]);
      }
      expect(blobFiles(t.config.dataDir).filter((p) => p.endsWith(document.blob_key))).toEqual([]);
      expect(
        await t.app.db.selectFrom('den_tachados').select('idtachado').where('iddenuncia', '=', c.iddenuncia).execute(),
      ).toEqual([]);
      const blobRow = await t.app.db
        .selectFrom('blobs')
        .select('blob_key')
        .where('blob_key', '=', document.blob_key)
        .execute();
      expect(blobRow).toEqual([]);
      expect(
        await t.app.db
          .selectFrom('mail_outbox')
          .select('idcorreo')
          .where('idcliente', '=', f.tenant.idcliente)
          .where('evento', '=', 'aviso_informante')
          .execute(),
      ).toEqual([]);
      expect(await summaryRows()).toBe(counts);

      // The stub: the case and the list answer without content and without failing.
      const detail = await inject('GET', `/api/denuncias/den_denuncias/${c.iddenuncia}`, f.adminToken);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().data).toMatchObject({
        referencia,
        answers: {},
        contacto: null,
        avisos_correo: false,
        fec_alta: before?.fec_alta,
        // Every handler who opens the stub is told when its data went (not only the Responsable).
        fec_purga: (await caseRow(c.iddenuncia))?.fec_purga,
      });
      expect(detail.json().data.fec_purga).toEqual(expect.any(String));
      const list = await inject('POST', '/api/denuncias/den_denuncias/GetList', f.adminToken, {
        length: -1,
        gettotal: true,
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(JSON.stringify(list.json())).toContain(referencia);
      const retention = await inject('GET', `/api/denuncias/den_denuncias/${c.iddenuncia}/retencion`, f.adminToken);
      expect(retention.json().data).toMatchObject({ estado: 'purgada', fec_purga: at('2026-07-01').toISOString() });

      // The receipt no longer signs in, exactly like an unknown one.
      const url = `${f.tenant.codigo}.example.test`;
      const purged = await receiptLogin(t.app, c.receipt, url);
      const unknown = await receiptLogin(t.app, 'ABCD-EFGH-JKMN-PQRS', url);
      expect(purged.statusCode).toBe(unknown.statusCode);
      expect(purged.json()).toEqual(unknown.json());
      const trail = await t.app.db
        .selectFrom('den_auditoria')
        .select(['accion', 'detalle'])
        .where('iddenuncia', '=', c.iddenuncia)
        .where('accion', '=', 'purgar_caso')
        .execute();
      expect(trail).toEqual([{ accion: 'purgar_caso', detalle: 'causa=sin_investigacion' }]);
    });

    it('a closed case is purged after the configured months, keeps its log, and leaves the register after 10 years', async () => {
      const set = await inject('PUT', '/api/admin/cliente/retencion', f.adminToken, {
        meses_sin_investigacion: 3,
        meses_tras_cierre: 6,
        anios_registro: 10,
      });
      expect(set.statusCode, set.body).toBe(200);
      const c = await f.fileCase();
      const logged = await inject('POST', `/api/denuncias/den_denuncias/${c.iddenuncia}/actuaciones`, f.adminToken, {
        clase: 'actuacion',
        fecha: '2026-01-10',
        descripcion: 'Entrevista con el área afectada',
      });
      expect(logged.statusCode, logged.body).toBe(201);
      await t.app.db
        .updateTable('den_denuncias')
        .set({ fec_alta: '2025-12-01T09:00:00.000Z', idestadodenuncia: 1, fec_resolucion: '2026-05-10T10:00:00.000Z' })
        .where('iddenuncia', '=', c.iddenuncia)
        .execute();
      const counts = await summaryRows();
      // Three months after closing nothing happens (the tenant keeps six).
      await runRetention(t.app, at('2026-08-20'));
      expect((await caseRow(c.iddenuncia))?.fec_aviso_purga).toBeNull();
      await runRetention(t.app, at('2026-11-03'));
      expect((await caseRow(c.iddenuncia))?.fec_aviso_purga).toBe(at('2026-11-03').toISOString());
      await runRetention(t.app, at('2026-11-09'));
      expect((await caseRow(c.iddenuncia))?.fec_purga).toBeNull();
      await runRetention(t.app, at('2026-11-10'));
      expect((await caseRow(c.iddenuncia))?.fec_purga).toBe(at('2026-11-10').toISOString());
      expect(await summaryRows()).toBe(counts);
      const log = await inject('GET', `/api/denuncias/den_denuncias/${c.iddenuncia}/actuaciones`, f.adminToken);
      expect(log.statusCode, log.body).toBe(200);
      expect(JSON.stringify(log.json())).toContain('Entrevista con el área afectada');

      const referencia = (await caseRow(c.iddenuncia))?.referencia ?? '';
      async function proofsOfCase() {
        return t.app.db
          .selectFrom('gdoc_justificantes')
          .select('codigo')
          .where('tipo', '=', 'justificante')
          .where('referencia', '=', referencia)
          .execute();
      }
      // The filing's signed proof (decision 054: reference, date, hash; no content) outlives the purge...
      expect(await proofsOfCase()).toHaveLength(1);
      await runRetention(t.app, at('2036-05-09'));
      expect(await caseRow(c.iddenuncia)).toBeDefined();
      await runRetention(t.app, at('2036-05-10'));
      expect(await caseRow(c.iddenuncia)).toBeUndefined();
      // ...and leaves with the register entry.
      expect(await proofsOfCase()).toEqual([]);
      const actions = await t.app.db
        .selectFrom('den_denuncia_actuaciones')
        .select('idactuacion')
        .where('iddenuncia', '=', c.iddenuncia)
        .execute();
      expect(actions).toEqual([]);
      expect(await summaryRows()).not.toBe(counts);
    });
  });
}
