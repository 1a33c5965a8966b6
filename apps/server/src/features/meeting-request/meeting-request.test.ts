import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingMessages, meetingRequestPath } from '@atalaya/contract/complaints/meeting-request.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseFixture, type CaseFixture } from '../../test/case-fixture.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';

/** Issue 17 §2 (art 7.2 Ley 2/2023): a meeting the reporter asks for, its 7-day deadline, the proposed date. */
const marker = 'MARCAREUNION51aa';

for (const dialect of DIALECTS) {
  describe(`meetings asked for by the reporter [${dialect}]`, () => {
    let t: TestApp;
    let f: CaseFixture;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      f = await caseFixture(t.app);
    });
    afterAll(async () => t.close());

    function put(url: string, token: string, payload: object) {
      return t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
    }

    async function row(iddenuncia: number) {
      return t.app.db
        .selectFrom('den_denuncias')
        .select(['reunion_modalidad', 'reunion_disponibilidad', 'fec_reunion_solicitada', 'reunion_propuesta'])
        .where('iddenuncia', '=', iddenuncia)
        .executeTakeFirstOrThrow();
    }

    async function bell(iddenuncia: number, title: string) {
      return t.app.db
        .selectFrom('user_feed')
        .select('id')
        .where('idcliente', '=', f.tenant.idcliente)
        .where('link', '=', `/admin/denuncias/gestion/${iddenuncia}`)
        .where('title', '=', title)
        .execute();
    }

    /** Tomorrow at 10:30, local: a date in the future wherever the tenant is. */
    function tomorrowAt(): string {
      return `${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}T10:30`;
    }

    it('the reporter asks; the case shows the request and its 7-day deadline; the availability is sealed', async () => {
      const c = await f.newCase();
      const res = await put(meetingRequestPath, c.reporter, {
        modalidad: 'videollamada',
        disponibilidad: `Tardes ${marker}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(meetingMessages.requested);
      const stored = await row(c.iddenuncia);
      expect(stored.reunion_disponibilidad?.startsWith('v1.')).toBe(true);
      expect(stored.reunion_disponibilidad).not.toContain(marker);
      const requestedAt = stored.fec_reunion_solicitada ?? '';
      const due = new Date(Date.parse(requestedAt) + 7 * 86_400_000).toISOString().slice(0, 10);

      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/denuncias/den_denuncias/${c.iddenuncia}`,
        headers: bearer(f.adminToken),
      });
      expect(detail.json().data.reunion).toMatchObject({
        modalidad: 'videollamada',
        disponibilidad: `Tardes ${marker}`,
        fec_solicitada: requestedAt,
        propuesta: null,
      });
      // The deadline is the 7th calendar day after the request.
      expect(detail.json().data.reunion.vence).toBe(due);
      expect(await bell(c.iddenuncia, 'El informante solicita una reunión')).toHaveLength(1);

      // Changing the request keeps its time (the deadline does not move) and alerts nobody again.
      const changed = await put(meetingRequestPath, c.reporter, { modalidad: 'presencial' });
      expect(changed.statusCode).toBe(200);
      expect((await row(c.iddenuncia)).fec_reunion_solicitada).toBe(requestedAt);
      expect((await row(c.iddenuncia)).reunion_disponibilidad).toBeNull();
      expect(await bell(c.iddenuncia, 'El informante solicita una reunión')).toHaveLength(1);
      const audit = await t.app.db
        .selectFrom('den_auditoria')
        .select(['accion', 'usuario', 'detalle'])
        .where('iddenuncia', '=', c.iddenuncia)
        .where('accion', '=', 'solicitar_reunion')
        .execute();
      expect(audit).toEqual([
        { accion: 'solicitar_reunion', usuario: 'informante', detalle: 'videollamada' },
        { accion: 'solicitar_reunion', usuario: 'informante', detalle: 'presencial' },
      ]);
    });

    it('the handler proposes a date: the reporter gets a notification in their language and sees it; no more changes', async () => {
      const c = await f.newCase({ ididioma: 5 });
      expect((await put(meetingRequestPath, c.reporter, { modalidad: 'presencial' })).statusCode).toBe(200);
      const fecha = tomorrowAt();
      const url = `/api/denuncias/den_denuncias/${c.iddenuncia}/reunion`;
      const proposed = await put(url, f.adminToken, { fecha, lugar: 'Sala 2 <b>del</b> ayuntamiento' });
      expect(proposed.statusCode, proposed.body).toBe(200);
      expect(proposed.json().data.propuesta).toMatchObject({ fecha, lugar: 'Sala 2 <b>del</b> ayuntamiento' });
      expect((await row(c.iddenuncia)).reunion_propuesta).not.toContain('Sala 2');

      const notes = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncia_notificaciones/GetList',
        headers: bearer(c.reporter),
        payload: { start: 0, length: -1 },
      });
      const proposal = (notes.json().data as { descripcion: string; contenido: string }[]).find(
        (n) => n.descripcion === 'Meeting proposal',
      );
      const [day, time] = fecha.split('T') as [string, string];
      const [y, m, d] = day.split('-');
      expect(proposal?.contenido).toContain(`Date and time: ${d}/${m}/${y} ${time}`);
      // What the handler typed is text, never markup in the reporter's page.
      expect(proposal?.contenido).toContain('Sala 2 &lt;b&gt;del&lt;/b&gt; ayuntamiento');

      const own = await t.app.inject({
        method: 'GET',
        url: '/api/denuncias/den_denuncias/informante',
        headers: bearer(c.reporter),
      });
      expect(own.json().data.reunion.propuesta).toMatchObject({ fecha });
      const again = await put(meetingRequestPath, c.reporter, { modalidad: 'videollamada' });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(meetingMessages.alreadyProposed);
      const audited = await t.app.db
        .selectFrom('den_auditoria')
        .select('accion')
        .where('iddenuncia', '=', c.iddenuncia)
        .where('accion', '=', 'proponer_reunion')
        .execute();
      expect(audited).toHaveLength(1);
    });

    it('refuses a proposal without a request, in the past, or without a place; changes nothing', async () => {
      const c = await f.newCase();
      const url = `/api/denuncias/den_denuncias/${c.iddenuncia}/reunion`;
      const none = await put(url, f.adminToken, { fecha: tomorrowAt(), lugar: 'Sala 1' });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(meetingMessages.notRequested);
      expect((await put(meetingRequestPath, c.reporter, { modalidad: 'presencial' })).statusCode).toBe(200);
      const past = await put(url, f.adminToken, { fecha: '2020-01-01T10:00', lugar: 'Sala 1' });
      expect(past.statusCode).toBe(400);
      expect(past.body).toContain(meetingMessages.pastDate);
      const noPlace = await put(url, f.adminToken, { fecha: tomorrowAt(), lugar: '  ' });
      expect(noPlace.statusCode).toBe(400);
      expect(noPlace.body).toContain(meetingMessages.placeRequired);
      expect((await put(url, f.adminToken, { fecha: 'mañana', lugar: 'Sala 1' })).statusCode).toBe(400);
      expect((await row(c.iddenuncia)).reunion_propuesta).toBeNull();
      expect((await put(meetingRequestPath, c.reporter, { modalidad: 'carta' })).statusCode).toBe(400);
      // Another tenant's administrator does not reach the case.
      expect((await put(url, f.otherAdminToken, { fecha: tomorrowAt(), lugar: 'Sala 1' })).statusCode).toBe(404);
    });
  });
}
