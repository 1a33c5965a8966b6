import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { Database } from '../../db/schema.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { getDashboard } from './dashboard.service.ts';
import { addMonthsClamped, today } from '../../domain/case-deadlines/deadlines.rules.ts';

describe('dashboard: the Resumen reads the summary of migration 007 and the indexes of 006 [sqlite]', () => {
  type PlanLine = { id: number; parent: number; detail: string };

  /** The SQLite plan lines of every statement getDashboard runs for this period. */
  async function plansFor(request: { desde?: string; hasta?: string }): Promise<PlanLine[][]> {
    const t = await buildTestApp('sqlite');
    const file = new SQLite(path.join(t.config.dataDir, 'atalaya.sqlite'));
    try {
      const queries: { sql: string; parameters: readonly unknown[] }[] = [];
      const db = new Kysely<Database>({
        dialect: new SqliteDialect({ database: file }),
        log: (event) => {
          if (event.level === 'query') {
            queries.push(event.query);
          }
        },
      });
      const demo = await db
        .selectFrom('clientes')
        .select('idcliente')
        .where('codigo', '=', 'demo')
        .executeTakeFirstOrThrow();
      const app = { db, dialect: 'sqlite' } as unknown as FastifyInstance;
      const claims = { tipoacceso: 'Privado', idcliente: demo.idcliente } as TokenClaims;
      queries.length = 0;
      await getDashboard(app, claims, request);
      return queries.map((q) => file.prepare(`explain query plan ${q.sql}`).all(...q.parameters) as PlanLine[]);
    } finally {
      file.close();
      await t.close();
    }
  }

  it('three statements at most; whole months come from the summary by primary key, the complaints only for counters and urgent cases', async () => {
    const statements = await plansFor({});
    expect(statements.length).toBeLessThanOrEqual(3);
    const lines = statements.flat().map((l) => l.detail);
    const summary = lines.filter((l) => l.includes('den_resumen_'));
    // Each of the Resumen's summary tables read once, by a range of its primary key.
    for (const table of ['den_resumen_grupos', 'den_resumen_plazos', 'den_resumen_hist']) {
      expect(summary.filter((l) => l.includes(`${table} `))).toHaveLength(1);
    }
    expect(summary).toHaveLength(3);
    for (const line of summary) {
      expect(line).toMatch(
        /^SEARCH den_resumen_(grupos|plazos|hist) USING PRIMARY KEY \(idcliente=\? AND mes>\? AND mes<\?\)/,
      );
    }
    const all = lines.join('\n');
    expect(all).not.toMatch(/SCAN den_denuncias|TEMP B-TREE FOR GROUP BY|denuncias_cliente_mes/);
    expect(all).toContain('INDEX denuncias_cliente_abiertas ');
    expect(all).toContain('INDEX denuncias_cliente_sin_acuse ');
  });

  it('partial months at both ends: read through the indexes of migration 006, never a scan of the table', async () => {
    const T = today();
    // Mid-month days, so both ends are partial whatever today is (T − 2 months + 5 days was the
    // last day of its month on 2026-11-25, which made the end month whole).
    const statements = await plansFor({
      desde: `${addMonthsClamped(T, -14).slice(0, 7)}-11`,
      hasta: `${addMonthsClamped(T, -2).slice(0, 7)}-15`,
    });
    expect(statements).toHaveLength(3);
    const all = statements
      .flat()
      .map((l) => l.detail)
      .join('\n');
    for (const index of [
      'denuncias_cliente_mes',
      'denuncias_cliente_mes_dias_acuse',
      'denuncias_cliente_estado_alta',
      'denuncias_cliente_sin_acuse',
      'denuncias_cliente_prorrogadas',
      'denuncias_cliente_abiertas',
    ]) {
      expect(all, index).toContain(`INDEX ${index} `);
    }
    expect(all).not.toMatch(/SCAN den_denuncias/);
    // Only the resolution days of each partial month are sorted: the few resolved cases it holds.
    const sorted = statements.flatMap((lines) =>
      lines
        .filter((l) => l.detail === 'USE TEMP B-TREE FOR GROUP BY')
        .map((sort) => lines.filter((l) => l.parent === sort.parent && l.detail.startsWith('SEARCH'))),
    );
    expect(sorted).toHaveLength(2);
    for (const read of sorted) {
      expect(read.map((l) => l.detail)).toEqual([
        expect.stringMatching(/^SEARCH den_denuncias USING INDEX denuncias_cliente_estado_alta /),
      ]);
    }
  });
});
