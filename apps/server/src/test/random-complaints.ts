import type { FastifyInstance } from 'fastify';
import { addDays, dayOf, today } from '../domain/case-deadlines/deadlines.rules.ts';
import { buildChannel, directComplaintRow, type Channel } from './complaint-factories.ts';
import { buildTenant, newAdminToken } from './factories.ts';
import { randomSource } from './seeded-random.ts';

/*
 * Random complaints for the tests of the summary kept on write (migration 007): inserted, changed
 * every way a stored complaint can change, and read back for the tests' own row-by-row counts.
 */

/** A complaint as the tests count it. */
export type StoredComplaint = {
  iddenuncia: number;
  guid: string;
  idcliente: number;
  idtipodenuncia: number;
  idestadodenuncia: number;
  fec_alta: string;
  fec_acuse: string | null;
  fec_resolucion: string | null;
  prorroga_meses: number | null;
  referencia: string;
};

export type RandomTenant = { idcliente: number; channels: Channel[]; token: string };

/** Tenants with two types each and the statuses 1 (resolved), 2 (initial) and 3 (in process). */
export async function buildRandomTenants(app: FastifyInstance, count: number): Promise<RandomTenant[]> {
  const tenants: RandomTenant[] = [];
  for (let i = 0; i < count; i += 1) {
    const tenant = await buildTenant(app);
    const channels = [
      await buildChannel(app, tenant.idcliente, { nombre: 'Fraude' }),
      await buildChannel(app, tenant.idcliente, { nombre: 'Acoso' }),
    ];
    await app.db
      .insertInto('den_estados_denuncia')
      .values({
        idcliente: tenant.idcliente,
        idestadodenuncia: 3,
        nombre: JSON.stringify({ es: 'En trámite' }),
        color: '#ef6c00',
        orden: 20,
        inicial: 0,
      })
      .execute();
    tenants.push({ idcliente: tenant.idcliente, channels, token: await newAdminToken(app, tenant.idcliente) });
  }
  return tenants;
}

/** Deterministic random complaints of `tenants` (filed over the last 30 months and today). */
export function randomComplaints(app: FastifyInstance, tenants: RandomTenant[], seed: number) {
  const T = today();
  const random = randomSource(seed);
  function pick<V>(values: readonly V[]): V {
    return values[Math.floor(random() * values.length)] as V;
  }

  function iso(day: string): string {
    const seconds = Math.floor(random() * 86_400);
    return `${day}T${new Date(seconds * 1000).toISOString().slice(11, 23)}Z`;
  }

  /** A filing day within the last 30 months, or today now and then. */
  function filingDay(): string {
    return random() < 0.05 ? T : addDays(T, -Math.floor(random() * 913));
  }

  async function insertRandom(count: number, only?: number): Promise<void> {
    const rows = Array.from({ length: count }, () => {
      const tenant = only === undefined ? pick(tenants) : (tenants[only] ?? pick(tenants));
      const channel = pick(tenant.channels);
      const day = filingDay();
      const resolved = random() < 0.3;
      const ack = random() < 0.7 ? iso(addDays(day, Math.floor(random() * 12))) : null;
      return directComplaintRow({
        idcliente: tenant.idcliente,
        idtipodenuncia: channel.idtipodenuncia,
        idformulario: channel.idformulario,
        idestadodenuncia: resolved ? 1 : pick([2, 3]),
        fec_alta: iso(day),
        fec_acuse: ack,
        fec_resolucion: resolved ? iso(addDays(day, 5 + Math.floor(random() * 200))) : null,
        prorroga_meses: !resolved && random() < 0.15 ? 1 + Math.floor(random() * 3) : null,
      });
    });
    // Several rows per statement: the row triggers still fire once per complaint.
    for (let i = 0; i < rows.length; i += 50) {
      await app.db
        .insertInto('den_denuncias')
        .values(rows.slice(i, i + 50))
        .execute();
    }
  }

  async function complaints(): Promise<StoredComplaint[]> {
    return app.db
      .selectFrom('den_denuncias')
      .select([
        'iddenuncia',
        'guid',
        'idcliente',
        'idtipodenuncia',
        'idestadodenuncia',
        'fec_alta',
        'fec_acuse',
        'fec_resolucion',
        'prorroga_meses',
        'referencia',
      ])
      .execute();
  }

  /** Every way a stored complaint changes, at random, on `count` complaints. */
  async function changeRandom(count: number): Promise<void> {
    const rows = await complaints();
    for (let i = 0; i < count; i += 1) {
      const row = pick(rows);
      const change = Math.floor(random() * 9);
      const update = app.db.updateTable('den_denuncias').where('iddenuncia', '=', row.iddenuncia);
      const filed = dayOf(row.fec_alta);
      if (change === 0) {
        await update.set({ idestadodenuncia: pick([2, 3]) }).execute();
      } else if (change === 1) {
        await update.set({ fec_acuse: iso(addDays(filed, Math.floor(random() * 9))) }).execute();
      } else if (change === 2) {
        await update
          .set({ idestadodenuncia: 1, fec_resolucion: iso(addDays(filed, 1 + Math.floor(random() * 150))) })
          .execute();
      } else if (change === 3) {
        await update.set({ prorroga_meses: 1 + Math.floor(random() * 3) }).execute();
      } else if (change === 4) {
        const tenant = tenants.find((x) => x.idcliente === row.idcliente);
        await update.set({ idtipodenuncia: pick(tenant?.channels ?? []).idtipodenuncia }).execute();
      } else if (change === 5) {
        await update.set({ fec_alta: iso(filingDay()) }).execute();
      } else if (change === 6) {
        // A resolved complaint reopened (not an application path; the summary must follow anyway).
        await update.set({ idestadodenuncia: 2, fec_resolucion: null, fec_acuse: null }).execute();
      } else if (change === 7) {
        await app.db.deleteFrom('den_denuncias').where('iddenuncia', '=', row.iddenuncia).execute();
        rows.splice(rows.indexOf(row), 1);
      } else {
        // Columns the summary does not keep: no change to it.
        await update.set({ anonima: 0 }).execute();
      }
    }
  }

  return { random, pick, insertRandom, complaints, changeRandom };
}
