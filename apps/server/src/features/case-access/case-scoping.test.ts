import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText } from '../../lib/crypto.ts';
import { outboxRecipientContext } from '../../lib/mail-outbox.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseAccessWorld, contentMarker, type CaseAccessWorld, type Person } from '../../test/case-access-fixture.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';

/**
 * Who sees which case (issue 15 §4, decision 039), area by area, for a gestor assigned to a case,
 * a gestor assigned to nothing, a gestor excluded from the case, an auditor and the Responsable.
 */
for (const dialect of DIALECTS) {
  describe(`case scoping by role and assignment [${dialect}]`, () => {
    let t: TestApp;
    let w: CaseAccessWorld;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      w = await caseAccessWorld(t.app);
    });
    afterAll(async () => t.close());

    function call(who: Person | string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
      const token = typeof who === 'string' ? who : who.token;
      return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    }

    function list(who: Person, payload: object = {}) {
      return call(who, 'POST', '/api/denuncias/den_denuncias/GetList', { length: -1, gettotal: true, ...payload });
    }

    function ids(res: { json: () => { data: { iddenuncia: number }[] } }): number[] {
      return res
        .json()
        .data.map((row) => row.iddenuncia)
        .sort((a, b) => a - b);
    }

    it('case list, its total and the export (length -1): a gestor sees only their assigned case; the auditor and the Responsable all, without content', async () => {
      const both = [w.assigned.iddenuncia, w.unassigned.iddenuncia].sort((a, b) => a - b);
      const expected: Array<[Person, number[]]> = [
        [w.responsable, both],
        [w.auditor, both],
        [w.gestorAssigned, [w.assigned.iddenuncia]],
        [w.gestorOther, []],
        [w.gestorExcluded, []],
      ];
      for (const [who, cases] of expected) {
        const res = await list(who);
        expect(res.statusCode).toBe(200);
        expect(ids(res)).toEqual(cases);
        expect(res.json().total).toBe(cases.length);
        expect(res.body).not.toContain(contentMarker);
        // Filters count row by row for them too.
        const received = await list(who, { filtros: { idestadodenuncia: 2 } });
        expect(received.json().total).toBe(cases.length);
      }
    });

    it('Resumen: a gestor counts only their cases (and lists only them as urgent); the auditor and the Responsable the tenant', async () => {
      const expected: Array<[Person, number]> = [
        [w.responsable, 2],
        [w.auditor, 2],
        [w.gestorAssigned, 1],
        [w.gestorOther, 0],
        [w.gestorExcluded, 0],
      ];
      for (const [who, total] of expected) {
        const res = await call(who, 'POST', '/api/denuncias/den_denuncias/resumen', {});
        expect(res.statusCode).toBe(200);
        const data = res.json().data;
        expect(data.contadores.total).toBe(total);
        expect(data.contadores.nuevas).toBe(total);
        expect(data.por_tipo.reduce((sum: number, row: { total: number }) => sum + row.total, 0)).toBe(total);
        const urgent = data.pendientes.map((row: { iddenuncia: number }) => row.iddenuncia);
        if (who === w.gestorAssigned) {
          expect(urgent).toEqual([w.assigned.iddenuncia]);
        }
        if (who === w.gestorOther || who === w.gestorExcluded) {
          expect(urgent).toEqual([]);
        }
        expect(res.body).not.toContain(contentMarker);
      }
    });

    it('case detail: the assigned gestor reads it; another or an excluded gestor gets exactly what a missing case answers; the auditor 403', async () => {
      const url = `/api/denuncias/den_denuncias/${w.assigned.iddenuncia}`;
      const own = await call(w.gestorAssigned, 'GET', url);
      expect(own.statusCode).toBe(200);
      expect(own.body).toContain(`${contentMarker}denuncia`);
      const missing = await call(w.gestorOther, 'GET', '/api/denuncias/den_denuncias/2147483647');
      expect(missing.statusCode).toBe(404);
      for (const who of [w.gestorOther, w.gestorExcluded]) {
        const res = await call(who, 'GET', url);
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(missing.body);
      }
      const unassigned = await call(w.gestorAssigned, 'GET', `/api/denuncias/den_denuncias/${w.unassigned.iddenuncia}`);
      expect(unassigned.statusCode).toBe(404);
      expect(unassigned.body).toBe(missing.body);
      expect((await call(w.auditor, 'GET', url)).statusCode).toBe(403);
      expect((await call(w.responsable, 'GET', url)).statusCode).toBe(200);
      // Writes under the case: the same 404 for a gestor who may not see it.
      const status = await call(w.gestorOther, 'PUT', `${url}/estado`, { idestadodenuncia: 2 });
      expect(status.statusCode).toBe(404);
    });

    it('chat, notifications and internal notes: only the assigned gestor among the gestores', async () => {
      const chat = { length: -1, columns: [{ name: 'guid', data: w.assigned.guid }] };
      const notes = { length: -1, columns: [{ name: 'iddenuncia', data: w.assigned.iddenuncia }] };
      const own = await call(w.gestorAssigned, 'POST', '/api/denuncias/den_chat_mensajes/GetList', chat);
      expect(own.statusCode).toBe(200);
      expect(own.body).toContain(`${contentMarker}chat`);
      const ownNotes = await call(w.gestorAssigned, 'POST', '/api/denuncias/den_notas_internas/GetList', notes);
      expect(ownNotes.body).toContain(`${contentMarker}nota`);
      const ownNotifications = await call(
        w.gestorAssigned,
        'POST',
        '/api/denuncias/den_denuncia_notificaciones/GetList',
        {
          length: -1,
          gettotal: true,
        },
      );
      const onCase = await t.app.db
        .selectFrom('den_denuncia_notificaciones')
        .select('iddenuncia')
        .where('idcliente', '=', w.tenant.idcliente)
        .execute();
      expect(onCase.filter((row) => row.iddenuncia !== w.assigned.iddenuncia).length).toBeGreaterThan(0);
      expect(ownNotifications.json().total).toBe(
        onCase.filter((row) => row.iddenuncia === w.assigned.iddenuncia).length,
      );
      expect(
        ownNotifications.json().data.every((row: { iddenuncia: number }) => row.iddenuncia === w.assigned.iddenuncia),
      ).toBe(true);
      for (const who of [w.gestorOther, w.gestorExcluded]) {
        expect((await call(who, 'POST', '/api/denuncias/den_chat_mensajes/GetList', chat)).statusCode).toBe(404);
        expect((await call(who, 'GET', `/api/denuncias/den_chat_mensajes/${w.ids.idmensaje}`)).statusCode).toBe(404);
        expect((await call(who, 'POST', '/api/denuncias/den_notas_internas/GetList', notes)).statusCode).toBe(404);
        const notifications = await call(who, 'POST', '/api/denuncias/den_denuncia_notificaciones/GetList', {
          length: -1,
          gettotal: true,
        });
        expect(notifications.statusCode).toBe(200);
        expect(notifications.json().total).toBe(0);
        expect(notifications.body).not.toContain(contentMarker);
        const one = await call(who, 'GET', `/api/denuncias/den_denuncia_notificaciones/${w.ids.idnotificacion}`);
        expect(one.statusCode).toBe(404);
        const post = await call(who, 'POST', '/api/denuncias/den_chat_mensajes/', {
          den_chat_mensajes: { guid: w.assigned.guid, mensaje: 'hola' },
        });
        expect(post.statusCode).toBe(404);
      }
      for (const path of ['den_chat_mensajes/GetList', 'den_notas_internas/GetList']) {
        expect((await call(w.auditor, 'POST', `/api/denuncias/${path}`, chat)).statusCode).toBe(403);
      }
    });

    it('documents: the assigned gestor downloads them; other gestores get 404 and an empty list; the auditor never (403)', async () => {
      const download = `/api/gdoc/documento/${w.ids.iddocumento}/download`;
      const docs = {
        length: -1,
        gettotal: true,
        columns: [{ name: 'iddenuncia', data: String(w.assigned.iddenuncia) }],
      };
      const own = await call(w.gestorAssigned, 'GET', download);
      expect(own.statusCode).toBe(200);
      expect(own.body).toContain(`${contentMarker}contenido`);
      const ownList = await call(w.gestorAssigned, 'POST', '/api/denuncias/den_denuncia_docs/GetList', docs);
      expect(ownList.json().total).toBe(1);
      for (const who of [w.gestorOther, w.gestorExcluded]) {
        expect((await call(who, 'GET', download)).statusCode).toBe(404);
        expect((await call(who, 'GET', `/api/gdoc/documento/${w.ids.iddocumento}`)).statusCode).toBe(404);
        expect((await call(who, 'GET', `/api/denuncias/den_denuncia_docs/${w.ids.iddenunciadoc}`)).statusCode).toBe(
          404,
        );
        const listed = await call(who, 'POST', '/api/denuncias/den_denuncia_docs/GetList', docs);
        expect(listed.statusCode).toBe(200);
        expect(listed.json()).toMatchObject({ total: 0, data: [] });
        const pdf = await call(who, 'GET', `/api/gdoc/documento/consolidado/${w.assigned.iddenuncia}`);
        expect(pdf.statusCode).toBe(404);
        const copy = await call(who, 'GET', `/api/gdoc/documento/${w.ids.iddocumento}/copy`);
        expect(copy.statusCode).toBe(404);
      }
      expect((await call(w.auditor, 'GET', download)).statusCode).toBe(403);
      expect((await call(w.auditor, 'POST', '/api/denuncias/den_denuncia_docs/GetList', docs)).statusCode).toBe(403);
    });

    it('the case audit trail: the auditor and the assigned gestor read it; another gestor gets 404', async () => {
      const body = { length: -1, columns: [{ name: 'iddenuncia', data: w.assigned.iddenuncia }] };
      const auditor = await call(w.auditor, 'POST', '/api/denuncias/den_auditoria/GetList', body);
      expect(auditor.statusCode).toBe(200);
      expect(auditor.json().data.map((row: { accion: string }) => row.accion)).toEqual(
        expect.arrayContaining(['asignar_caso', 'excluir_persona']),
      );
      expect(auditor.body).not.toContain('Parentesco');
      expect((await call(w.gestorAssigned, 'POST', '/api/denuncias/den_auditoria/GetList', body)).statusCode).toBe(200);
      expect((await call(w.gestorOther, 'POST', '/api/denuncias/den_auditoria/GetList', body)).statusCode).toBe(404);
    });

    it('bell and mail: new cases reach the Responsables; once assigned, the reporter’s messages reach the assigned gestor only', async () => {
      async function bell(who: Person): Promise<Array<{ title: string; link: string | null }>> {
        const res = await call(who, 'GET', '/api/common/notifications');
        expect(res.statusCode).toBe(200);
        return res.json();
      }
      const caseLink = `/admin/denuncias/gestion/${w.assigned.iddenuncia}`;
      const responsable = await bell(w.responsable);
      expect(responsable.filter((item) => item.title === 'Nueva comunicación recibida')).toHaveLength(2);
      expect(responsable.some((item) => item.title === 'Nuevo mensaje del informante')).toBe(false);
      const assigned = await bell(w.gestorAssigned);
      expect(assigned).toEqual([expect.objectContaining({ title: 'Nuevo mensaje del informante', link: caseLink })]);
      for (const who of [w.gestorOther, w.gestorExcluded, w.auditor]) {
        expect(await bell(who)).toEqual([]);
      }

      const key = await t.app.tenantKeys.keyFor(w.tenant.idcliente);
      const outbox = await t.app.db
        .selectFrom('mail_outbox')
        .select(['uid', 'evento', 'destinatario'])
        .where('idcliente', '=', w.tenant.idcliente)
        .execute();
      function to(evento: string): string[] {
        return outbox
          .filter((row) => row.evento === evento)
          .map((row) => decryptText(key, row.destinatario, outboxRecipientContext(row.uid)))
          .sort();
      }
      expect(to('nueva_denuncia')).toEqual([w.responsable.email, w.responsable.email]);
      expect(to('nuevo_mensaje_informante')).toEqual([w.gestorAssigned.email]);
    });

    it('an exclusion holds at once: the gestor excluded now loses the case on their next call', async () => {
      const extra = await w.fileCase();
      const url = `/api/denuncias/den_denuncias/${extra.iddenuncia}`;
      const assign = await call(w.responsable, 'PUT', `${url}/asignaciones/${w.gestorOther.idusuario}`);
      expect(assign.statusCode).toBe(200);
      expect((await call(w.gestorOther, 'GET', url)).statusCode).toBe(200);
      expect(ids(await list(w.gestorOther))).toEqual([extra.iddenuncia]);
      const exclude = await call(w.responsable, 'PUT', `${url}/exclusiones/${w.gestorOther.idusuario}`, {
        motivo: 'Conflicto de intereses sobrevenido',
      });
      expect(exclude.statusCode).toBe(200);
      expect((await call(w.gestorOther, 'GET', url)).statusCode).toBe(404);
      expect(ids(await list(w.gestorOther))).toEqual([]);
    });
  });
}
