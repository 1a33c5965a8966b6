import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactionMark, redactionMessages } from '@atalaya/contract/complaints/redaction.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { setComplaintStatus, validAnswers } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { selecting, textRedactionWorld, urlOf, type TextRedactionWorld } from '../../test/text-redaction-fixture.ts';

/**
 * Issue 17 §7 (art 32.2 Ley 2/2023, art 9 GDPR): what guards the redaction of a case's text: stale
 * and bad passages, who reads the original, resolved and purged cases, passages struck at once.
 */
for (const dialect of DIALECTS) {
  describe(`redaction of text: refusals, the original, purged cases, passages at once [${dialect}]`, () => {
    let t: TestApp;
    let w: TextRedactionWorld;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      w = await textRedactionWorld(t);
    });
    afterAll(async () => t.close());

    it('409 for a stale passage, 4xx for bad input and other cases: nothing changes; the refusals are audited', async () => {
      const hechos = 'Juan Pérez, de compras, cobra comisiones a los proveedores.';
      const c = await w.newCase({ answers: validAnswers({ hechos }) });
      const before = await w.caseRow(c.iddenuncia);
      const answer = { origen: 'respuesta', campo: 'hechos', motivo: 'tercero' };
      const stale = await w.redact(w.responsable.token, c.iddenuncia, {
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
        const res = await w.redact(w.responsable.token, c.iddenuncia, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
        if (message !== undefined) {
          expect(res.json().message).toBe(message);
        }
      }
      // Another tenant's administrator, a missing case: 404.
      const good = { ...answer, inicio: 0, fin: 4, pasaje: 'Juan' };
      expect((await w.redact(w.foreignToken, c.iddenuncia, good)).statusCode).toBe(404);
      expect((await w.redact(w.responsable.token, 2147483647, good)).statusCode).toBe(404);
      // A gestor not assigned (or excluded) finds no case; an auditor, the reporter and the public are refused.
      expect((await w.redact(w.gestorOther.token, c.iddenuncia, good)).statusCode).toBe(404);
      expect((await w.redact(w.gestorExcluded.token, w.assigned.iddenuncia, good)).statusCode).toBe(404);
      for (const token of [w.auditor.token, c.reporter, w.publicToken]) {
        expect((await w.redact(token, c.iddenuncia, good)).statusCode).toBe(403);
      }
      expect(await w.caseRow(c.iddenuncia)).toEqual(before);
      expect(await w.redactionRows(c.iddenuncia)).toEqual([]);
      const trail = await w.auditOf(c.iddenuncia, 'tachar');
      expect(trail.length).toBeGreaterThan(0);
      expect(trail.every((r) => r.resultado === 'denegado')).toBe(true);
      expect(JSON.stringify(trail)).not.toContain('Juan');

      // Marks already there: a passage of marks only is refused, and so is one cutting a mark.
      expect((await w.redact(w.responsable.token, c.iddenuncia, good)).statusCode).toBe(201);
      const now = `${redactionMark} Pérez, de compras, cobra comisiones a los proveedores.`;
      expect((await w.answersOf(c.iddenuncia)).hechos).toBe(now);
      const again = await w.redact(w.responsable.token, c.iddenuncia, selecting(now, redactionMark, answer));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(redactionMessages.alreadyRedacted);
      const cut = await w.redact(w.responsable.token, c.iddenuncia, selecting(now, '█] Pérez', answer));
      expect(cut.statusCode).toBe(400);
      expect(cut.json().message).toBe(redactionMessages.badRange);
      // A passage that includes a mark and more is struck as a whole.
      const wider = await w.redact(w.responsable.token, c.iddenuncia, selecting(now, `${redactionMark} Pérez`, answer));
      expect(wider.statusCode, wider.body).toBe(201);
      expect((await w.answersOf(c.iddenuncia)).hechos).toBe(
        `${redactionMark}, de compras, cobra comisiones a los proveedores.`,
      );
      expect(await w.redactionRows(c.iddenuncia)).toHaveLength(2);
    });

    it('the original is the Responsable’s: a gestor gets 403 (audited), another case or tenant 404', async () => {
      const hechos = 'Según Ana Torres, el pago se hizo en efectivo.';
      const c = w.assigned;
      const before = (await w.answersOf(c.iddenuncia)).hechos;
      expect(typeof before).toBe('string');
      // The world's assigned case: its gestor redacts in its answers.
      const text = String(before);
      const res = await w.redact(
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
        const refused = await w.get(token, url);
        expect(refused.statusCode).toBe(403);
        expect(refused.body).not.toContain('denuncia hechos');
      }
      expect((await w.get(w.auditor.token, url)).statusCode).toBe(403);
      expect((await w.get(w.foreignToken, url)).statusCode).toBe(404);
      const other = await w.newCase({ answers: validAnswers({ hechos }) });
      expect((await w.get(w.responsable.token, `${urlOf(other.iddenuncia)}/${idtachado}/original`)).statusCode).toBe(
        404,
      );
      expect((await w.get(w.responsable.token, `${urlOf(c.iddenuncia)}/2147483647/original`)).statusCode).toBe(404);
      const trail = await w.auditOf(c.iddenuncia, 'ver_original_tachado');
      expect(trail.filter((r) => r.resultado === 'denegado' && r.idusuario === w.gestorAssigned.idusuario)).toEqual([
        {
          resultado: 'denegado',
          detalle: `iddenuncia=${c.iddenuncia} FORBIDDEN`,
          idusuario: w.gestorAssigned.idusuario,
        },
      ]);
      const read = await w.get(w.responsable.token, url);
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toEqual({
        idtachado,
        antes: text,
        pasaje: 'denuncia',
        inicio: text.indexOf('denuncia'),
      });
      expect((await w.auditOf(c.iddenuncia, 'ver_original_tachado')).at(-1)).toEqual({
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
      expect((await w.redact(w.responsable.token, resolved.iddenuncia, body)).statusCode).toBe(201);
      const purged = await w.newCase({ answers: validAnswers({ hechos }) });
      await t.app.db
        .updateTable('den_denuncias')
        .set({ fec_purga: new Date().toISOString() })
        .where('iddenuncia', '=', purged.iddenuncia)
        .execute();
      const res = await w.redact(w.responsable.token, purged.iddenuncia, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(redactionMessages.purged);
      expect(await w.redactionRows(purged.iddenuncia)).toEqual([]);
    });

    it('passages selected on the same view: both are struck, in either order; one overlapping a struck one is 409', async () => {
      const hechos = 'Pedro Ruiz, afiliado a un sindicato, y Marta Gil, embarazada, lo vieron todo.';
      const answer = { origen: 'respuesta', campo: 'hechos', motivo: 'categoria_especial' };
      const expected = `${redactionMark}, afiliado a un sindicato, y ${redactionMark}, embarazada, lo vieron todo.`;
      // Sequentially, the earlier passage first: the later one is carried over the first's mark.
      const first = await w.newCase({ answers: validAnswers({ hechos }) });
      for (const pasaje of ['Pedro Ruiz', 'Marta Gil']) {
        const res = await w.redact(w.responsable.token, first.iddenuncia, selecting(hechos, pasaje, answer));
        expect(res.statusCode, res.body).toBe(201);
      }
      expect((await w.answersOf(first.iddenuncia)).hechos).toBe(expected);
      // A part of a struck passage, from the same old view: its words are gone.
      const overlap = await w.redact(w.responsable.token, first.iddenuncia, selecting(hechos, 'Ruiz', answer));
      expect(overlap.statusCode).toBe(409);
      expect(overlap.json().message).toBe(redactionMessages.changed);
      expect(await w.redactionRows(first.iddenuncia)).toHaveLength(2);

      // At once (PostgreSQL: two connections, the case's row locked): neither is lost.
      for (let round = 0; round < 3; round += 1) {
        const c = await w.newCase({ answers: validAnswers({ hechos }) });
        const [a, b] = await Promise.all([
          w.redact(w.responsable.token, c.iddenuncia, selecting(hechos, 'Pedro Ruiz', answer)),
          w.redact(w.responsable.token, c.iddenuncia, selecting(hechos, 'Marta Gil', answer)),
        ]);
        expect(a.statusCode, a.body).toBe(201);
        expect(b.statusCode, b.body).toBe(201);
        expect((await w.answersOf(c.iddenuncia)).hechos).toBe(expected);
        expect(await w.redactionRows(c.iddenuncia)).toHaveLength(2);
      }
    });
  });
}
