import type { AuditAction } from '@atalaya/contract/complaints/case-detail.schemas';
import type { TestApp } from './build-test-app.ts';
import { bearer } from './factories.ts';

/*
 * What the redaction tests of a case's text and of its documents (test/text-redaction-fixture.ts,
 * test/document-redaction-fixture.ts) both read: any GET with a token, the case's redaction rows
 * and its audit entries of one action.
 */
export function redactionReads(t: TestApp) {
  function get(token: string, url: string) {
    return t.app.inject({ method: 'GET', url, headers: bearer(token) });
  }

  /** The case's redactions, oldest first. */
  async function redactionRows(iddenuncia: number) {
    return t.app.db
      .selectFrom('den_tachados')
      .selectAll()
      .where('iddenuncia', '=', iddenuncia)
      .orderBy('idtachado')
      .execute();
  }

  /** The case's audit entries of `accion`, oldest first. */
  async function auditOf(iddenuncia: number, accion: AuditAction) {
    return t.app.db
      .selectFrom('den_auditoria')
      .select(['resultado', 'detalle', 'idusuario'])
      .where('iddenuncia', '=', iddenuncia)
      .where('accion', '=', accion)
      .orderBy('idauditoria')
      .execute();
  }

  return { get, redactionRows, auditOf };
}
