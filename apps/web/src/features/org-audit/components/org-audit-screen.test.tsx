import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@atalaya/contract/complaints/case-detail.schemas';
import type { OrgAuditListRequestInput } from '@atalaya/contract/people/org-audit.schemas';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { saveFile } from '@/lib/save-file.ts';
import { exportQuery } from '../api/org-audit.ts';
import { OrgAuditScreen } from './org-audit-screen.tsx';

vi.mock('@/lib/save-file.ts', () => ({ saveFile: vi.fn() }));

const base = '/api/admin/auditoria';

function entry(idauditoria: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    idauditoria,
    iddenuncia: null,
    idusuario: 1,
    usuario: 'ana@example.test',
    accion: 'cambiar_contrasena',
    resultado: 'ok',
    detalle: 'sesiones_revocadas=1',
    fec_evento: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

function serve(options: { verification?: { ok: boolean; filas: number; primera_rota: number | null } } = {}) {
  const requests: OrgAuditListRequestInput[] = [];
  const exports: string[] = [];
  server.use(
    http.post(`${base}/GetList`, async ({ request }) => {
      const body = (await request.json()) as OrgAuditListRequestInput;
      requests.push(body);
      const rows = [
        entry(3),
        entry(2, { accion: 'leer_denuncia', iddenuncia: 41, resultado: 'denegado', detalle: 'FORBIDDEN' }),
        entry(1, { accion: 'ver_gestion', usuario: 'auditora@example.test' }),
      ];
      const picked = body.filtros?.accion ? rows.filter((r) => body.filtros?.accion?.includes(r.accion)) : rows;
      return HttpResponse.json({ success: true, total: 60, data: picked });
    }),
    http.get(`${base}/verificacion`, () =>
      HttpResponse.json({ success: true, data: options.verification ?? { ok: true, filas: 60, primera_rota: null } }),
    ),
    http.get(`${base}/exportacion`, ({ request }) => {
      exports.push(new URL(request.url).search);
      return new HttpResponse('xlsx', {
        headers: { 'content-disposition': 'attachment; filename="Auditoria.xlsx"' },
      });
    }),
  );
  return { requests, exports };
}

describe('OrgAuditScreen', { timeout: 30_000 }, () => {
  it('shows the trail newest first with readable actions, results and the case or "Organización"', async () => {
    serve();
    renderWithProviders(<OrgAuditScreen />);
    const rows = await screen.findAllByTestId('org-audit-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('Cambio de contraseña')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Organización')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Consulta de la comunicación')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Denegado')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('41')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Consulta de la lista de casos')).toBeInTheDocument();
    expect(await screen.findByTestId('chain-ok')).toHaveTextContent('60 registros verificados');
  });

  it('filters by action, person and scope, and pages through the server', async () => {
    const { requests } = serve();
    renderWithProviders(<OrgAuditScreen />);
    await screen.findAllByTestId('org-audit-row');
    await userEvent.click(screen.getByRole('combobox', { name: 'Acción' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cambio de contraseña' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(requests.at(-1)?.filtros?.accion).toEqual(['cambiar_contrasena']));
    fireEvent.change(screen.getByLabelText('Persona (correo)'), { target: { value: 'ana' } });
    await waitFor(() => expect(requests.at(-1)?.filtros?.usuario).toBe('ana'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Ámbito' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Un caso' }));
    fireEvent.change(await screen.findByLabelText('Número interno del caso'), { target: { value: '41' } });
    await waitFor(() => expect(requests.at(-1)?.filtros).toMatchObject({ alcance: 'caso', iddenuncia: 41 }));
    await userEvent.click(screen.getByRole('button', { name: /siguiente/i }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ start: 25, length: 25 }));
  });

  it('exports with the same filters as the list', async () => {
    const { exports } = serve();
    renderWithProviders(<OrgAuditScreen />);
    await screen.findAllByTestId('org-audit-row');
    fireEvent.change(screen.getByLabelText('Persona (correo)'), { target: { value: 'ana' } });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(exports).toEqual(['?usuario=ana&alcance=todo']));
    await waitFor(() => expect(vi.mocked(saveFile)).toHaveBeenCalledWith(expect.anything(), 'Auditoria.xlsx'));
    expect(exportQuery({ accion: ['exportar', 'ver_gestion'], alcance: 'caso', iddenuncia: 4 })).toBe(
      'accion=exportar%2Cver_gestion&alcance=caso&iddenuncia=4',
    );
  });

  it('says where the chain is broken', async () => {
    serve({ verification: { ok: false, filas: 9, primera_rota: 10 } });
    renderWithProviders(<OrgAuditScreen />);
    expect(await screen.findByTestId('chain-broken')).toHaveTextContent('registro 10');
  });
});
