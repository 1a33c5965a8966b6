import type { CaseSummary } from '@atalaya/contract/complaints/case-list.schemas';

/** A case list row for tests: a received, unacknowledged fraud complaint unless overridden. */
export function makeCase(iddenuncia: number, overrides: Partial<CaseSummary> = {}): CaseSummary {
  const hex = iddenuncia.toString(16).padStart(8, '0');
  return {
    iddenuncia,
    guid: `${hex}-edf3-4be6-a833-6d38a05bf70e`,
    referencia: `2026-${String(iddenuncia).padStart(4, '0')}`,
    idtipodenuncia: 1,
    tipo: 'Fraude',
    idestadodenuncia: 2,
    estado: 'Recibida',
    fec_alta: '2026-11-20T10:15:00.000Z',
    fec_acuse: null,
    fec_resolucion: null,
    anonima: true,
    vence_acuse: '2026-11-27',
    vence_respuesta: '2027-02-20',
    dias_respuesta: 90,
    ...overrides,
  };
}
