/** Query keys of one case's data, all under `['case-detail', iddenuncia]` so one call refreshes them. */
export const caseKeys = {
  all: (iddenuncia: number) => ['case-detail', iddenuncia] as const,
  detail: (iddenuncia: number) => ['case-detail', iddenuncia, 'detail'] as const,
  notifications: (iddenuncia: number) => ['case-detail', iddenuncia, 'notifications'] as const,
  documents: (iddenuncia: number) => ['case-detail', iddenuncia, 'documents'] as const,
  notes: (iddenuncia: number) => ['case-detail', iddenuncia, 'notes'] as const,
  audit: (iddenuncia: number, page: number, pageSize: number) =>
    ['case-detail', iddenuncia, 'audit', page, pageSize] as const,
  auditAll: (iddenuncia: number) => ['case-detail', iddenuncia, 'audit'] as const,
  statuses: () => ['case-detail', 'statuses'] as const,
};
