import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactionMark, redactionMessages } from '@atalaya/contract/complaints/redaction.schemas';
import { verbalReportPath } from '@atalaya/contract/complaints/verbal-report.schemas';
import { dayIn } from '@atalaya/contract/common/time-zone';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseAccessWorld, type CaseAccessWorld } from '../../test/case-access-fixture.ts';
import { reporterToken, setComplaintStatus, validAnswers } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';

/** Issue 17 §7 (art 32.2 Ley 2/2023, art 9 GDPR): redaction of a passage of a case's text. */
for (const dialect of DIALECTS) {
  describe(`redaction of text [${dialect}]`, () => {
    let t: TestApp;
    let w: CaseAccessWorld;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      w = await caseAccessWorld(t.app);
    });
    afterAll(async () => t.close());

    /** A marker no other test writes: whatever holds it, holds that test's text. */
    function newMarker(): string {
      return `TACHA${crypto.randomBytes(6).toString('hex')}`;
    }

    function urlOf(iddenuncia: number): string {
      return `/api/denuncias/den_denuncias/${iddenuncia}/tachados`;
    }

    function redact(token: string, iddenuncia: number, payload: object) {
      return t.app.inject({ method: 'POST', url: urlOf(iddenuncia), headers: bearer(token), payload });
    }

    function get(token: string, url: string) {
      return t.app.inject({ method: 'GET', url, headers: bearer(token) });
    }

    /** A body striking `pasaje` out of `text` (its first occurrence). */
    function selecting(text: string, pasaje: string, rest: Record<string, unknown>) {
      const inicio = text.indexOf(pasaje);
      return { inicio, fin: inicio + pasaje.length, pasaje, motivo: 'categoria_especial', ...rest };
    }

    async function caseRow(iddenuncia: number) {
      return t.app.db
        .selectFrom('den_denuncias')
        .select(['respuestas', 'transcripcion'])
        .where('iddenuncia', '=', iddenuncia)
        .executeTakeFirstOrThrow();
    }

    async function redactionRows(iddenuncia: number) {
      return t.app.db
        .selectFrom('den_tachados')
        .selectAll()
        .where('iddenuncia', '=', iddenuncia)
        .orderBy('idtachado')
        .execute();
    }

    async function auditOf(iddenuncia: number, accion: 'tachar' | 'ver_original_tachado') {
      return t.app.db
        .selectFrom('den_auditoria')
        .select(['resultado', 'detalle', 'idusuario'])
        .where('iddenuncia', '=', iddenuncia)
        .where('accion', '=', accion)
        .orderBy('idauditoria')
        .execute();
    }

    async function answersOf(iddenuncia: number, token = w.responsable.token): Promise<Record<string, unknown>> {
      const res = await get(token, `/api/denuncias/den_denuncias/${iddenuncia}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.answers;
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
      const res = await redact(
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
      expect((await answersOf(c.iddenuncia)).hechos).toBe(redacted);
      // The other answers are as they were.
      expect((await answersOf(c.iddenuncia)).lugar).toBe('Área de compras');
      const own = await get(c.reporter, '/api/denuncias/den_denuncias/informante');
      expect(own.json().data.answers.hechos).toBe(redacted);

      // Sealed at rest: neither the answers nor the redaction row hold the passage in clear.
      const [row] = await redactionRows(c.iddenuncia);
      expect(row?.antes.startsWith('v1.')).toBe(true);
      expect(row?.pasaje.startsWith('v1.')).toBe(true);
      expect(JSON.stringify(row)).not.toContain(marker);
      expect((await caseRow(c.iddenuncia)).respuestas).not.toContain(marker);
      if (dialect === 'sqlite') {
        expect(await inSqliteFiles(marker)).toBe(false);
        // The search finds what is there in clear (the handler's e-mail on the redaction row).
        expect(await inSqliteFiles(w.responsable.email)).toBe(true);
      }

      const list = await get(w.gestorAssigned.token, urlOf(c.iddenuncia));
      expect(list.statusCode).toBe(404);
      const listed = await get(w.responsable.token, urlOf(c.iddenuncia));
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data).toEqual([data]);

      const trail = await auditOf(c.iddenuncia, 'tachar');
      expect(trail).toEqual([
        {
          resultado: 'ok',
          detalle: `idtachado=${data.idtachado} origen=respuesta campo=hechos motivo=categoria_especial longitud=${marker.length}`,
          idusuario: w.responsable.idusuario,
        },
      ]);

      const original = await get(w.responsable.token, `${urlOf(c.iddenuncia)}/${data.idtachado}/original`);
      expect(original.statusCode).toBe(200);
      expect(original.json().data).toEqual({
        idtachado: data.idtachado,
        antes: hechos,
        pasaje: marker,
        inicio: hechos.indexOf(marker),
      });
      expect(await auditOf(c.iddenuncia, 'ver_original_tachado')).toEqual([
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
      const res = await redact(
        w.responsable.token,
        iddenuncia,
        selecting(transcripcion, `Juan ${marker}`, { origen: 'transcripcion', motivo: 'tercero' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ origen: 'transcripcion', campo: null, motivo: 'tercero' });
      const redacted = `Relata que su compañero ${redactionMark} cobra comisiones.`;
      const detail = await get(w.responsable.token, `/api/denuncias/den_denuncias/${iddenuncia}`);
      expect(detail.json().data.verbal.transcripcion).toBe(redacted);
      const reporter = await reporterToken(t.app, receipt, `${w.tenant.codigo}.example.test`);
      const own = await get(reporter, '/api/denuncias/den_denuncias/informante');
      expect(own.json().data.verbal.transcripcion).toBe(redacted);
      expect((await caseRow(iddenuncia)).transcripcion).not.toContain(marker);

      const web = await w.newCase();
      const none = await redact(w.responsable.token, web.iddenuncia, {
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
      const foreign = await redact(w.gestorAssigned.token, w.assigned.iddenuncia, {
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
      const res = await redact(
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
      expect((await auditOf(c.iddenuncia, 'tachar'))[0]?.detalle).toBe(
        `idtachado=${res.json().data.idtachado} origen=mensaje idmensaje=${idmensaje} motivo=categoria_especial longitud=${marker.length}`,
      );
    });

    it('409 for a stale passage, 4xx for bad input and other cases: nothing changes; the refusals are audited', async () => {
      const hechos = 'Juan Pérez, de compras, cobra comisiones a los proveedores.';
      const c = await w.newCase({ answers: validAnswers({ hechos }) });
      const before = await caseRow(c.iddenuncia);
      const answer = { origen: 'respuesta', campo: 'hechos', motivo: 'tercero' };
      const stale = await redact(w.responsable.token, c.iddenuncia, {
        ...answer,
        inicio: 0,
        fin: 10,
        pasaje: 'Juan Garcí',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ success: false, code: 'CONFLICT', message: redactionMessages.changed });

      const refused: Array<[object, number, string?]> = [
        // Unknown field, a field whose answer is not text (a list, a yes/no).
        [{ ...answer, campo: 'nada', inicio: 0, fin: 4, pasaje: 'Juan' }, 400, redactionMessages.notText],
        [{ ...answer, campo: 'areas', inicio: 0, fin: 4, pasaje: 'Juan' }, 400, redactionMessages.notText],
        [{ ...answer, campo: 'continua', inicio: 0, fin: 4, pasaje: 'Juan' }, 400, redactionMessages.notText],
        [{ ...answer, campo: '__proto__', inicio: 0, fin: 4, pasaje: 'Juan' }, 400, redactionMessages.notText],
        // Past the end of the text.
        [{ ...answer, inicio: 500, fin: 504, pasaje: 'Juan' }, 400, redactionMessages.badRange],
        // Ranges the body schema refuses.
        [{ ...answer, inicio: 0, fin: 5, pasaje: 'Juan' }, 400],
        [{ ...answer, inicio: 4, fin: 0, pasaje: 'Juan' }, 400],
        [{ ...answer, inicio: -1, fin: 3, pasaje: 'Juan' }, 400],
        [{ ...answer, inicio: 0, fin: 0, pasaje: '' }, 400],
        [{ ...answer, inicio: '0', fin: 4, pasaje: 'Juan' }, 400],
        [{ origen: 'respuesta', motivo: 'tercero', inicio: 0, fin: 4, pasaje: 'Juan' }, 400],
        [{ origen: 'mensaje', motivo: 'tercero', inicio: 0, fin: 4, pasaje: 'Juan' }, 400],
        [{ ...answer, motivo: 'porque sí', inicio: 0, fin: 4, pasaje: 'Juan' }, 400],
        [{ ...answer, origen: 'documento', inicio: 0, fin: 4, pasaje: 'Juan' }, 400],
        [{ ...answer, inicio: 0, fin: 4, pasaje: 'Juan', extra: 1 }, 400],
        [
          { ...answer, idmensaje: 2147483647, origen: 'mensaje', inicio: 0, fin: 4, pasaje: 'Juan' },
          400,
          redactionMessages.noMessage,
        ],
      ];
      for (const [payload, status, message] of refused) {
        const res = await redact(w.responsable.token, c.iddenuncia, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
        if (message !== undefined) {
          expect(res.json().message).toBe(message);
        }
      }
      // Another tenant's administrator, a missing case: 404.
      const good = { ...answer, inicio: 0, fin: 4, pasaje: 'Juan' };
      expect((await redact(w.foreignToken, c.iddenuncia, good)).statusCode).toBe(404);
      expect((await redact(w.responsable.token, 2147483647, good)).statusCode).toBe(404);
      // A gestor not assigned (or excluded) finds no case; an auditor, the reporter and the public are refused.
      expect((await redact(w.gestorOther.token, c.iddenuncia, good)).statusCode).toBe(404);
      expect((await redact(w.gestorExcluded.token, w.assigned.iddenuncia, good)).statusCode).toBe(404);
      for (const token of [w.auditor.token, c.reporter, w.publicToken]) {
        expect((await redact(token, c.iddenuncia, good)).statusCode).toBe(403);
      }
      expect(await caseRow(c.iddenuncia)).toEqual(before);
      expect(await redactionRows(c.iddenuncia)).toEqual([]);
      const trail = await auditOf(c.iddenuncia, 'tachar');
      expect(trail.length).toBeGreaterThan(0);
      expect(trail.every((r) => r.resultado === 'denegado')).toBe(true);
      expect(JSON.stringify(trail)).not.toContain('Juan');

      // Marks already there: a passage of marks only is refused, and so is one cutting a mark.
      expect((await redact(w.responsable.token, c.iddenuncia, good)).statusCode).toBe(201);
      const now = `${redactionMark} Pérez, de compras, cobra comisiones a los proveedores.`;
      expect((await answersOf(c.iddenuncia)).hechos).toBe(now);
      const again = await redact(w.responsable.token, c.iddenuncia, selecting(now, redactionMark, answer));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(redactionMessages.alreadyRedacted);
      const cut = await redact(w.responsable.token, c.iddenuncia, selecting(now, '█] Pérez', answer));
      expect(cut.statusCode).toBe(400);
      expect(cut.json().message).toBe(redactionMessages.badRange);
      // A passage that includes a mark and more is struck as a whole.
      const wider = await redact(w.responsable.token, c.iddenuncia, selecting(now, `${redactionMark} Pérez`, answer));
      expect(wider.statusCode, wider.body).toBe(201);
      expect((await answersOf(c.iddenuncia)).hechos).toBe(
        `${redactionMark}, de compras, cobra comisiones a los proveedores.`,
      );
      expect(await redactionRows(c.iddenuncia)).toHaveLength(2);
    });

    it('the original is the Responsable’s: a gestor gets 403 (audited), another case or tenant 404', async () => {
      const hechos = 'Según Ana Torres, el pago se hizo en efectivo.';
      const c = w.assigned;
      const before = (await answersOf(c.iddenuncia)).hechos;
      expect(typeof before).toBe('string');
      // The world's assigned case: its gestor redacts in its answers.
      const text = String(before);
      const res = await redact(
        w.gestorAssigned.token,
        c.iddenuncia,
        selecting(text, 'denuncia', {
          origen: 'respuesta',
          campo: 'hechos',
          motivo: 'innecesario',
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const { idtachado } = res.json().data;
      const url = `${urlOf(c.iddenuncia)}/${idtachado}/original`;
      for (const token of [w.gestorAssigned.token, w.gestorOther.token]) {
        const refused = await get(token, url);
        expect(refused.statusCode).toBe(403);
        expect(refused.body).not.toContain('denuncia hechos');
      }
      expect((await get(w.auditor.token, url)).statusCode).toBe(403);
      expect((await get(w.foreignToken, url)).statusCode).toBe(404);
      const other = await w.newCase({ answers: validAnswers({ hechos }) });
      expect((await get(w.responsable.token, `${urlOf(other.iddenuncia)}/${idtachado}/original`)).statusCode).toBe(404);
      expect((await get(w.responsable.token, `${urlOf(c.iddenuncia)}/2147483647/original`)).statusCode).toBe(404);
      const trail = await auditOf(c.iddenuncia, 'ver_original_tachado');
      expect(trail.filter((r) => r.resultado === 'denegado' && r.idusuario === w.gestorAssigned.idusuario)).toEqual([
        {
          resultado: 'denegado',
          detalle: `iddenuncia=${c.iddenuncia} FORBIDDEN`,
          idusuario: w.gestorAssigned.idusuario,
        },
      ]);
      const read = await get(w.responsable.token, url);
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toEqual({
        idtachado,
        antes: text,
        pasaje: 'denuncia',
        inicio: text.indexOf('denuncia'),
      });
      expect((await auditOf(c.iddenuncia, 'ver_original_tachado')).at(-1)).toEqual({
        resultado: 'ok',
        detalle: `idtachado=${idtachado}`,
        idusuario: w.responsable.idusuario,
      });
    });

    it('a resolved case takes redactions; a purged one answers 409', async () => {
      const hechos = 'Lo sabe su médica de cabecera.';
      const resolved = await w.newCase({ answers: validAnswers({ hechos }) });
      await setComplaintStatus(t.app, { idcliente: w.tenant.idcliente, guid: resolved.guid }, 1);
      const body = selecting(hechos, 'médica de cabecera', { origen: 'respuesta', campo: 'hechos' });
      expect((await redact(w.responsable.token, resolved.iddenuncia, body)).statusCode).toBe(201);
      const purged = await w.newCase({ answers: validAnswers({ hechos }) });
      await t.app.db
        .updateTable('den_denuncias')
        .set({ fec_purga: new Date().toISOString() })
        .where('iddenuncia', '=', purged.iddenuncia)
        .execute();
      const res = await redact(w.responsable.token, purged.iddenuncia, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(redactionMessages.purged);
      expect(await redactionRows(purged.iddenuncia)).toEqual([]);
    });

    it('passages selected on the same view: both are struck, in either order; one overlapping a struck one is 409', async () => {
      const hechos = 'Pedro Ruiz, afiliado a un sindicato, y Marta Gil, embarazada, lo vieron todo.';
      const answer = { origen: 'respuesta', campo: 'hechos', motivo: 'categoria_especial' };
      const expected = `${redactionMark}, afiliado a un sindicato, y ${redactionMark}, embarazada, lo vieron todo.`;
      // Sequentially, the earlier passage first: the later one is carried over the first's mark.
      const first = await w.newCase({ answers: validAnswers({ hechos }) });
      for (const pasaje of ['Pedro Ruiz', 'Marta Gil']) {
        const res = await redact(w.responsable.token, first.iddenuncia, selecting(hechos, pasaje, answer));
        expect(res.statusCode, res.body).toBe(201);
      }
      expect((await answersOf(first.iddenuncia)).hechos).toBe(expected);
      // A part of a struck passage, from the same old view: its words are gone.
      const overlap = await redact(w.responsable.token, first.iddenuncia, selecting(hechos, 'Ruiz', answer));
      expect(overlap.statusCode).toBe(409);
      expect(overlap.json().message).toBe(redactionMessages.changed);
      expect(await redactionRows(first.iddenuncia)).toHaveLength(2);

      // At once (PostgreSQL: two connections, the case's row locked): neither is lost.
      for (let round = 0; round < 3; round += 1) {
        const c = await w.newCase({ answers: validAnswers({ hechos }) });
        const [a, b] = await Promise.all([
          redact(w.responsable.token, c.iddenuncia, selecting(hechos, 'Pedro Ruiz', answer)),
          redact(w.responsable.token, c.iddenuncia, selecting(hechos, 'Marta Gil', answer)),
        ]);
        expect(a.statusCode, a.body).toBe(201);
        expect(b.statusCode, b.body).toBe(201);
        expect((await answersOf(c.iddenuncia)).hechos).toBe(expected);
        expect(await redactionRows(c.iddenuncia)).toHaveLength(2);
      }
    });
  });
}
