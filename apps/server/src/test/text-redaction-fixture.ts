import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';
import { caseAccessWorld } from './case-access-fixture.ts';
import { redactionReads } from './redaction-fixture.ts';
import { bearer } from './factories.ts';

/*
 * What the tests of the redaction of a case's text (features/case-redaction/text-redaction-*.test.ts)
 * share: the redaction route, a body that strikes a passage, and reads of the case, its redaction
 * rows, its audit trail and its answers.
 */

export function urlOf(iddenuncia: number): string {
  return `/api/denuncias/den_denuncias/${iddenuncia}/tachados`;
}

/** A body striking `pasaje` out of `text` (its first occurrence). */
export function selecting(text: string, pasaje: string, rest: Record<string, unknown>) {
  const inicio = text.indexOf(pasaje);
  return { inicio, fin: inicio + pasaje.length, pasaje, motivo: 'categoria_especial', ...rest };
}

export type TextRedactionWorld = Awaited<ReturnType<typeof textRedactionWorld>>;

/** `caseAccessWorld` on `t`, with the requests and reads the text redaction tests make. */
export async function textRedactionWorld(t: TestApp) {
  const w = await caseAccessWorld(t.app);
  const { get, redactionRows, auditOf } = redactionReads(t);

  function redact(token: string, iddenuncia: number, payload: object) {
    return t.app.inject({ method: 'POST', url: urlOf(iddenuncia), headers: bearer(token), payload });
  }

  async function caseRow(iddenuncia: number) {
    return t.app.db
      .selectFrom('den_denuncias')
      .select(['respuestas', 'transcripcion'])
      .where('iddenuncia', '=', iddenuncia)
      .executeTakeFirstOrThrow();
  }

  async function answersOf(iddenuncia: number, token = w.responsable.token): Promise<Record<string, unknown>> {
    const res = await get(token, `/api/denuncias/den_denuncias/${iddenuncia}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.answers;
  }

  return { ...w, redact, get, caseRow, redactionRows, auditOf, answersOf };
}
