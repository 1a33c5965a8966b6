import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yearIn } from '@atalaya/contract/common/time-zone';
import { rebuildCaseSummary } from '../../db/migrations/008-resumen-tables.ts';
import { decryptText } from '../../lib/crypto.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { nowIso } from '../../lib/time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  buildChannel,
  directComplaintRow,
  fileComplaint,
  insertUpload,
  setChannelSettings,
  sidOf,
  type Channel,
} from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildTenant, issueAccessToken } from '../../test/factories.ts';
import { recordFiling, UploadsNotAttachableError, type FilingRecord } from './complaint-filing.repository.ts';

// recordFiling (decision 035): on PostgreSQL one statement, on SQLite one transaction; both must
// write the same rows, give back the reference when an upload cannot be attached, and keep the
// summary tables exact.
for (const dialect of DIALECTS) {
  describe(`recordFiling [${dialect}]`, () => {
    let t: TestApp;
    let idcliente: number;
    let channel: Channel;
    const year = yearIn(nowIso(), 'Europe/Madrid');

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      ({ idcliente } = await buildTenant(t.app));
      channel = await buildChannel(t.app, idcliente);
      await setChannelSettings(t.app, idcliente, { max_denuncias_hora: 1000 });
    }, 60_000);
    afterAll(async () => t.close());

    function filingOf(sid: string, documentIds: number[]): FilingRecord {
      const { referencia: _r, ...complaint } = directComplaintRow({
        idcliente,
        idtipodenuncia: channel.idtipodenuncia,
        idformulario: channel.idformulario,
        idestadodenuncia: 2,
        fec_alta: nowIso(),
      });
      return {
        complaint: { ...complaint, fec_acuse: complaint.fec_alta },
        year,
        sid,
        documentIds,
        notification: (id) => ({ descripcion: `titulo-${id}`, contenido: `contenido-${id}` }),
      };
    }

    async function lastReference(): Promise<number> {
      const row = await t.app.db
        .selectFrom('den_referencias')
        .select('ultimo')
        .where('idcliente', '=', idcliente)
        .where('anio', '=', year)
        .executeTakeFirst();
      return Number(row?.ultimo ?? 0);
    }

    it('writes the complaint, its uploads, their links and the notification sealed for its id', async () => {
      const sid = crypto.randomUUID();
      const uploads = [await insertUpload(t.app, { idcliente, sid }), await insertUpload(t.app, { idcliente, sid })];
      const before = await lastReference();
      const filing = filingOf(sid, uploads);
      const { iddenuncia, referencia, documentHashes } = await recordFiling(t.app.db, t.app.dialect, filing);
      expect(referencia).toBe(`${year}-${String(before + 1).padStart(4, '0')}`);
      // The uploads' SHA-256s come back with the write, for the signed proof (no read of them).
      const stored = await t.app.db
        .selectFrom('gdoc_documentos')
        .select('sha256')
        .where('iddocumento', 'in', uploads)
        .execute();
      expect(new Set(stored.map((doc) => doc.sha256)).size).toBe(2);
      expect([...documentHashes].sort()).toEqual(stored.map((doc) => doc.sha256).sort());
      expect((await recordFiling(t.app.db, t.app.dialect, filingOf(sid, []))).documentHashes).toEqual([]);
      const row = await t.app.db
        .selectFrom('den_denuncias')
        .selectAll()
        .where('iddenuncia', '=', iddenuncia)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ ...filing.complaint, iddenuncia, referencia });
      const docs = await t.app.db
        .selectFrom('gdoc_documentos')
        .select('iddenuncia')
        .where('iddocumento', 'in', uploads)
        .execute();
      expect(docs).toEqual([{ iddenuncia }, { iddenuncia }]);
      const links = await t.app.db
        .selectFrom('den_denuncia_docs')
        .select(['iddocumento', 'origen', 'fec_alta'])
        .where('iddenuncia', '=', iddenuncia)
        .orderBy('iddocumento')
        .execute();
      expect(links).toEqual(
        uploads.map((iddocumento) => ({ iddocumento, origen: 'informante', fec_alta: filing.complaint.fec_alta })),
      );
      const notes = await t.app.db
        .selectFrom('den_denuncia_notificaciones')
        .select(['descripcion', 'contenido', 'ididioma', 'iddocumento', 'fec_alta'])
        .where('iddenuncia', '=', iddenuncia)
        .execute();
      expect(notes).toEqual([
        {
          descripcion: `titulo-${iddenuncia}`,
          contenido: `contenido-${iddenuncia}`,
          ididioma: 1,
          iddocumento: null,
          fec_alta: filing.complaint.fec_alta,
        },
      ]);
    });

    it('an upload attached meanwhile: nothing written, the reference given back, the next filing consecutive', async () => {
      const sid = crypto.randomUUID();
      const free = await insertUpload(t.app, { idcliente, sid });
      const taken = await insertUpload(t.app, { idcliente, sid });
      await recordFiling(t.app.db, t.app.dialect, filingOf(sid, [taken]));
      const before = await lastReference();
      const complaints = await t.app.db.selectFrom('den_denuncias').select('iddenuncia').execute();
      const failing = filingOf(sid, [free, taken]);
      await expect(recordFiling(t.app.db, t.app.dialect, failing)).rejects.toBeInstanceOf(UploadsNotAttachableError);
      expect(await lastReference()).toBe(before);
      expect(await t.app.db.selectFrom('den_denuncias').select('iddenuncia').execute()).toEqual(complaints);
      const row = await t.app.db
        .selectFrom('gdoc_documentos')
        .select('iddenuncia')
        .where('iddocumento', '=', free)
        .executeTakeFirstOrThrow();
      expect(row.iddenuncia).toBeNull();
      expect(
        await t.app.db.selectFrom('den_denuncia_docs').select('iddocumento').where('iddocumento', '=', free).execute(),
      ).toEqual([]);
      const next = await recordFiling(t.app.db, t.app.dialect, filingOf(sid, [free]));
      expect(next.referencia).toBe(`${year}-${String(before + 1).padStart(4, '0')}`);
    });

    it('another session’s upload is refused the same way', async () => {
      const upload = await insertUpload(t.app, { idcliente, sid: crypto.randomUUID() });
      await expect(
        recordFiling(t.app.db, t.app.dialect, filingOf(crypto.randomUUID(), [upload])),
      ).rejects.toBeInstanceOf(UploadsNotAttachableError);
    });

    it('numbers past 9999 grow to five digits, as formatCaseReference does', async () => {
      const { idcliente: other } = await buildTenant(t.app);
      await t.app.db.insertInto('den_referencias').values({ idcliente: other, anio: year, ultimo: 9998 }).execute();
      const otherChannel = await buildChannel(t.app, other);
      function filing(): FilingRecord {
        const { referencia: _r, ...complaint } = directComplaintRow({
          idcliente: other,
          idtipodenuncia: otherChannel.idtipodenuncia,
          idformulario: otherChannel.idformulario,
          idestadodenuncia: 2,
          fec_alta: nowIso(),
        });
        return {
          complaint,
          year,
          sid: 'sid',
          documentIds: [],
          notification: () => ({ descripcion: 'a', contenido: 'b' }),
        };
      }
      expect((await recordFiling(t.app.db, t.app.dialect, filing())).referencia).toBe(`${year}-9999`);
      expect((await recordFiling(t.app.db, t.app.dialect, filing())).referencia).toBe(`${year}-10000`);
    });

    it('filings through the API: acknowledged at filing, notification readable, summary tables exact', async () => {
      const token = await issueAccessToken(t.app, idcliente, 'Publico');
      const upload = await insertUpload(t.app, { idcliente, sid: sidOf(token) });
      const filed = await Promise.all([
        fileComplaint(t.app, token, { idtipodenuncia: channel.idtipodenuncia, documentos: [upload] }),
        ...Array.from({ length: 9 }, () => fileComplaint(t.app, token, { idtipodenuncia: channel.idtipodenuncia })),
      ]);
      const rows = await t.app.db
        .selectFrom('den_denuncias')
        .select(['iddenuncia', 'fec_alta', 'fec_acuse'])
        .where(
          'guid',
          'in',
          filed.map((f) => f.guid),
        )
        .execute();
      expect(rows).toHaveLength(10);
      const key = await t.app.tenantKeys.keyFor(idcliente);
      for (const row of rows) {
        expect(row.fec_acuse).toBe(row.fec_alta);
        const note = await t.app.db
          .selectFrom('den_denuncia_notificaciones')
          .select('descripcion')
          .where('iddenuncia', '=', row.iddenuncia)
          .executeTakeFirstOrThrow();
        expect(
          decryptText(key, note.descripcion, sealedColumn.notificationTitle(row.iddenuncia)).length,
        ).toBeGreaterThan(0);
      }
      // What the triggers kept equals a rebuild from the complaints.
      const summaryTables = [
        'den_resumen_mes',
        'den_resumen_grupos',
        'den_resumen_plazos',
        'den_resumen_hist',
      ] as const;
      async function summary() {
        const out: Record<string, unknown[]> = {};
        for (const table of summaryTables) {
          const all = await t.app.db.selectFrom(table).selectAll().execute();
          out[table] = all
            .map((r: Record<string, unknown>) => {
              const row = { ...r };
              if ('dias' in row) {
                const dias = typeof row.dias === 'string' ? (JSON.parse(row.dias) as object) : (row.dias as object);
                row.dias = Object.entries(dias)
                  .filter(([, n]) => Number(n) !== 0)
                  .sort(([a], [b]) => a.localeCompare(b));
                return (row.dias as unknown[]).length === 0 ? '' : JSON.stringify(row, Object.keys(row).sort());
              }
              return Number(row.total) === 0
                ? ''
                : JSON.stringify({ ...row, total: Number(row.total) }, Object.keys(row).sort());
            })
            .filter((r) => r !== '')
            .sort();
        }
        return out;
      }
      const kept = await summary();
      await rebuildCaseSummary(t.app.db, t.app.dialect);
      expect(kept).toEqual(await summary());
    });
  });
}
