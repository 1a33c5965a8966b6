import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactionMark, redactionMessages } from '@atalaya/contract/complaints/redaction.schemas';
import { verbalReportPath } from '@atalaya/contract/complaints/verbal-report.schemas';
import { dayIn } from '@atalaya/contract/common/time-zone';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { reporterToken, validAnswers } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';
import { selecting, textRedactionWorld, urlOf, type TextRedactionWorld } from '../../test/text-redaction-fixture.ts';

/**
 * Issue 17 §7 (art 32.2 Ley 2/2023, art 9 GDPR): redaction of a passage of a case's text, from each
 * place text comes from: an answer, the transcript of a verbal communication, a chat message.
 */
for (const dialect of DIALECTS) {
  describe(`redaction of text in answers, transcripts and chat messages [${dialect}]`, () => {
    let t: TestApp;
    let w: TextRedactionWorld;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      w = await textRedactionWorld(t);
    });
    afterAll(async () => t.close());

    /** A marker no other test writes: whatever holds it, holds that test's text. */
    function newMarker(): string {
      return `TACHA${crypto.randomBytes(6).toString('hex')}`;
    }

    /** Whether `needle` is anywhere in the SQLite files (database and WAL), after a checkpoint. */
    async function inSqliteFiles(needle: string): Promise<boolean> {
      await sql`pragma wal_checkpoint(truncate)`.execute(t.app.db);
      const files = fs.readdirSync(t.config.dataDir).filter((name) => name.startsWith('atalaya.sqlite'));
      const bytes = Buffer.concat(files.map((name) => fs.readFileSync(path.join(t.config.dataDir, name))));
      return bytes.includes(Buffer.from(needle));
    }

    it('201: a passage of an answer is struck; handlers and the reporter read the mark; the original is only sealed; audited', async () => {
      const marker = newMarker();
      const hechos = `El jefe de compras padece ${marker} y adjudica contratos a su cuñado.`;
      const c = await w.newCase({ answers: validAnswers({ hechos }) });
      const res = await w.redact(
        w.responsable.token,
        c.iddenuncia,
        selecting(hechos, marker, { origen: 'respuesta', campo: 'hechos' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        message: redactionMessages.redacted,
        data: {
          origen: 'respuesta',
          campo: 'hechos',
          idmensaje: null,
          iddocumento: null,
          motivo: 'categoria_especial',
          longitud: marker.length,
          usuario: w.responsable.email,
        },
      });
      const data = res.json().data;
      const redacted = `El jefe de compras padece ${redactionMark} y adjudica contratos a su cuñado.`;
      expect((await w.answersOf(c.iddenuncia)).hechos).toBe(redacted);
      // The other answers are as they were.
      expect((await w.answersOf(c.iddenuncia)).lugar).toBe('Área de compras');
      const own = await w.get(c.reporter, '/api/denuncias/den_denuncias/informante');
      expect(own.json().data.answers.hechos).toBe(redacted);

      // Sealed at rest: neither the answers nor the redaction row hold the passage in clear.
      const [row] = await w.redactionRows(c.iddenuncia);
      expect(row?.antes.startsWith('v1.')).toBe(true);
      expect(row?.pasaje.startsWith('v1.')).toBe(true);
      expect(JSON.stringify(row)).not.toContain(marker);
      expect((await w.caseRow(c.iddenuncia)).respuestas).not.toContain(marker);
      if (dialect === 'sqlite') {
        expect(await inSqliteFiles(marker)).toBe(false);
        // The search finds what is there in clear (the handler's e-mail on the redaction row).
        expect(await inSqliteFiles(w.responsable.email)).toBe(true);
      }

      const list = await w.get(w.gestorAssigned.token, urlOf(c.iddenuncia));
      expect(list.statusCode).toBe(404);
      const listed = await w.get(w.responsable.token, urlOf(c.iddenuncia));
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data).toEqual([data]);

      const trail = await w.auditOf(c.iddenuncia, 'tachar');
      expect(trail).toEqual([
        {
          resultado: 'ok',
          detalle: `idtachado=${data.idtachado} origen=respuesta campo=hechos motivo=categoria_especial longitud=${marker.length}`,
          idusuario: w.responsable.idusuario,
        },
      ]);

      const original = await w.get(w.responsable.token, `${urlOf(c.iddenuncia)}/${data.idtachado}/original`);
      expect(original.statusCode).toBe(200);
      expect(original.json().data).toEqual({
        idtachado: data.idtachado,
        antes: hechos,
        pasaje: marker,
        inicio: hechos.indexOf(marker),
      });
      expect(await w.auditOf(c.iddenuncia, 'ver_original_tachado')).toEqual([
        { resultado: 'ok', detalle: `idtachado=${data.idtachado}`, idusuario: w.responsable.idusuario },
      ]);
    });

    it('201: the transcript of a verbal communication; its reporter reads the mark; 400 for a case without one', async () => {
      const marker = newMarker();
      const transcripcion = `Relata que su compañero Juan ${marker} cobra comisiones.`;
      const verbal = await t.app.inject({
        method: 'POST',
        url: verbalReportPath,
        headers: bearer(w.responsable.token),
        payload: {
          den_denuncias: {
            idtipodenuncia: w.channel.idtipodenuncia,
            medio: 'telefono',
            fecha: dayIn(new Date(), 'Europe/Madrid'),
            transcripcion,
            anonima: true,
            ididioma: 1,
          },
        },
      });
      expect(verbal.statusCode, verbal.body).toBe(200);
      const { iddenuncia, receipt } = verbal.json<{ iddenuncia: number; receipt: string }>();
      const res = await w.redact(
        w.responsable.token,
        iddenuncia,
        selecting(transcripcion, `Juan ${marker}`, { origen: 'transcripcion', motivo: 'tercero' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ origen: 'transcripcion', campo: null, motivo: 'tercero' });
      const redacted = `Relata que su compañero ${redactionMark} cobra comisiones.`;
      const detail = await w.get(w.responsable.token, `/api/denuncias/den_denuncias/${iddenuncia}`);
      expect(detail.json().data.verbal.transcripcion).toBe(redacted);
      const reporter = await reporterToken(t.app, receipt, `${w.tenant.codigo}.example.test`);
      const own = await w.get(reporter, '/api/denuncias/den_denuncias/informante');
      expect(own.json().data.verbal.transcripcion).toBe(redacted);
      expect((await w.caseRow(iddenuncia)).transcripcion).not.toContain(marker);

      const web = await w.newCase();
      const none = await w.redact(w.responsable.token, web.iddenuncia, {
        origen: 'transcripcion',
        inicio: 0,
        fin: 4,
        pasaje: 'Juan',
        motivo: 'tercero',
      });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: redactionMessages.noTranscript });
    });

    it('201: a chat message, by the assigned gestor; both sides read the mark; 400 for a message of another case', async () => {
      const marker = newMarker();
      const c = await w.newCase();
      const mensaje = `Tengo ${marker} diagnosticado desde marzo.`;
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_chat_mensajes/',
        headers: bearer(c.reporter),
        payload: { den_chat_mensajes: { guid: c.guid, mensaje } },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const { idmensaje } = await t.app.db
        .selectFrom('den_chat_mensajes')
        .select('idmensaje')
        .where('guid', '=', c.guid)
        .executeTakeFirstOrThrow();
      // The case of another message: the world's assigned case, which the gestor handles.
      const foreign = await w.redact(w.gestorAssigned.token, w.assigned.iddenuncia, {
        ...selecting(mensaje, marker, { origen: 'mensaje', idmensaje }),
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toBe(redactionMessages.noMessage);

      const assigned = await t.app.inject({
        method: 'PUT',
        url: `/api/denuncias/den_denuncias/${c.iddenuncia}/asignaciones/${w.gestorAssigned.idusuario}`,
        headers: bearer(w.responsable.token),
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const res = await w.redact(
        w.gestorAssigned.token,
        c.iddenuncia,
        selecting(mensaje, marker, { origen: 'mensaje', idmensaje }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ origen: 'mensaje', idmensaje, usuario: w.gestorAssigned.email });
      const redacted = `Tengo ${redactionMark} diagnosticado desde marzo.`;
      for (const token of [w.responsable.token, c.reporter]) {
        const chat = await t.app.inject({
          method: 'POST',
          url: '/api/denuncias/den_chat_mensajes/GetList',
          headers: bearer(token),
          payload: { length: -1, columns: [{ name: 'guid', data: c.guid }] },
        });
        expect(chat.statusCode).toBe(200);
        expect(chat.json().data.map((m: { mensaje: string }) => m.mensaje)).toEqual([redacted]);
      }
      const [stored] = await t.app.db
        .selectFrom('den_chat_mensajes')
        .select('mensaje')
        .where('guid', '=', c.guid)
        .execute();
      expect(stored?.mensaje).not.toContain(marker);
      expect((await w.auditOf(c.iddenuncia, 'tachar'))[0]?.detalle).toBe(
        `idtachado=${res.json().data.idtachado} origen=mensaje idmensaje=${idmensaje} motivo=categoria_especial longitud=${marker.length}`,
      );
    });
  });
}
