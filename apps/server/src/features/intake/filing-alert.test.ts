import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { alertFiledCase } from '../../domain/complaint/handler-alerts.service.ts';
import { buildChannel, complaintIdOf, postComplaintAnswerOnly, type Channel } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';
import { sweepPendingAlerts } from './filing-alert-sweep.job.ts';

const alertTitle = 'Nueva comunicación recibida';

type AlertState = { pending: number; alerts: number };

/** A case's pending mark and how many new-complaint alerts its handler has. */
async function alertStateOf(
  app: FastifyInstance,
  idcliente: number,
  handlerEmail: string,
  iddenuncia: number,
): Promise<AlertState> {
  const row = await app.db
    .selectFrom('den_denuncias')
    .select('alerta_pendiente')
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .executeTakeFirstOrThrow();
  const alerts = await app.db
    .selectFrom('user_feed')
    .select('id')
    .where('idcliente', '=', idcliente)
    .where('owner', '=', handlerEmail)
    .where('title', '=', alertTitle)
    .where('link', '=', `/admin/denuncias/gestion/${iddenuncia}`)
    .execute();
  return { pending: Number(row.alerta_pendiente), alerts: alerts.length };
}

for (const dialect of DIALECTS) {
  describe(`intake: the handlers' alert of a filing runs after the answer [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let channel: Channel;
    let publicToken: string;
    let handlerEmail: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app);
      channel = await buildChannel(t.app, tenant.idcliente);
      publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
      handlerEmail = (await buildAdmin(t.app, tenant.idcliente)).email.toLowerCase();
    });
    afterAll(async () => t.close());

    /** Holds the lane until the returned function is called. */
    function holdLane(): () => void {
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      t.app.afterReply.run('test hold', () => released);
      return release;
    }

    /** Files through HTTP without waiting for the lane (`postComplaint` waits). */
    async function file(): Promise<number> {
      const res = await postComplaintAnswerOnly(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      expect(res.statusCode, res.body).toBe(200);
      return complaintIdOf(t.app, tenant.idcliente, res.json().guid);
    }

    async function stateOf(iddenuncia: number): Promise<AlertState> {
      return alertStateOf(t.app, tenant.idcliente, handlerEmail, iddenuncia);
    }

    it('answers the reporter with the case marked pending; the lane then alerts once and clears the mark', async () => {
      const release = holdLane();
      const iddenuncia = await file();
      expect(await stateOf(iddenuncia)).toEqual({ pending: 1, alerts: 0 });
      release();
      await t.app.afterReply.idle();
      expect(await stateOf(iddenuncia)).toEqual({ pending: 0, alerts: 1 });
    });

    it('sends a case’s alert once however many callers try', async () => {
      const release = holdLane();
      const iddenuncia = await file();
      release();
      const referencia = 'x';
      await Promise.all([
        alertFiledCase(t.app, { idcliente: tenant.idcliente, iddenuncia, referencia }),
        alertFiledCase(t.app, { idcliente: tenant.idcliente, iddenuncia, referencia }),
      ]);
      await t.app.afterReply.idle();
      expect(await stateOf(iddenuncia)).toEqual({ pending: 0, alerts: 1 });
    });

    /** As if the process that filed the case `secondsAgo` ago had stopped before its lane ran. */
    async function leftPending(iddenuncia: number, secondsAgo: number): Promise<void> {
      await t.app.db
        .deleteFrom('user_feed')
        .where('idcliente', '=', tenant.idcliente)
        .where('link', '=', `/admin/denuncias/gestion/${iddenuncia}`)
        .execute();
      await t.app.db
        .updateTable('den_denuncias')
        .set({ alerta_pendiente: 1, fec_alta: new Date(Date.now() - secondsAgo * 1000).toISOString() })
        .where('idcliente', '=', tenant.idcliente)
        .where('iddenuncia', '=', iddenuncia)
        .execute();
    }

    it('a sweep alerts what a stopped process left pending over a minute, and only that', async () => {
      const left = await file();
      const recent = await file();
      await t.app.afterReply.idle();
      await leftPending(left, 120);
      await leftPending(recent, 5);
      expect(await stateOf(left)).toEqual({ pending: 1, alerts: 0 });

      expect(await sweepPendingAlerts(t.app)).toBe(1);
      await t.app.afterReply.idle();
      expect(await stateOf(left)).toEqual({ pending: 0, alerts: 1 });
      expect(await stateOf(recent)).toEqual({ pending: 1, alerts: 0 });
      expect(await sweepPendingAlerts(t.app)).toBe(0);
    });
  });

  describe(`intake: closing the app sends a filing's queued alert before the database closes [${dialect}]`, () => {
    it('drains the lane first: the alert is written and the pending mark cleared on the open database', async () => {
      const own = await buildTestApp(dialect);
      try {
        const ownTenant = await buildTenant(own.app);
        const ownChannel = await buildChannel(own.app, ownTenant.idcliente);
        const token = await issueAccessToken(own.app, ownTenant.idcliente, 'Publico');
        const handler = (await buildAdmin(own.app, ownTenant.idcliente)).email.toLowerCase();
        let release!: () => void;
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        own.app.afterReply.run('test hold', () => released);
        const res = await postComplaintAnswerOnly(own.app, token, { idtipodenuncia: ownChannel.idtipodenuncia });
        expect(res.statusCode, res.body).toBe(200);
        const iddenuncia = await complaintIdOf(own.app, ownTenant.idcliente, res.json().guid);
        // Read by the last task in the lane, after the filing's alert: only possible while the database is open.
        let seen: AlertState | Error = new Error('the lane never reached the read');
        own.app.afterReply.run('test read', async () => {
          try {
            seen = await alertStateOf(own.app, ownTenant.idcliente, handler, iddenuncia);
          } catch (error) {
            seen = error as Error;
          }
        });
        const closing = own.app.close();
        // The lane is still held when closing starts; released only afterwards.
        await new Promise((resolve) => setTimeout(resolve, 50));
        release();
        await closing;
        expect(seen).toEqual({ pending: 0, alerts: 1 });
      } finally {
        await own.close();
      }
    });
  });
}
