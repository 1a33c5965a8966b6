import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CaseAccess, CaseAccessPerson } from '@atalaya/contract/people/case-access.schemas';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { CaseAccessPanel } from './case-access-panel.tsx';

const base = '/api/denuncias/den_denuncias/9';
const bruno: CaseAccessPerson = { idusuario: 2, nombre: 'Bruno Gestor', email: 'bruno@example.test', rol: 'gestor' };
const dora: CaseAccessPerson = { idusuario: 4, nombre: 'Dora Gestora', email: 'dora@example.test', rol: 'gestor' };
const eva: CaseAccessPerson = { idusuario: 5, nombre: 'Eva Gestora', email: 'eva@example.test', rol: 'gestor' };
const aurora: CaseAccessPerson = {
  idusuario: 6,
  nombre: 'Aurora Auditora',
  email: 'aurora@example.test',
  rol: 'auditor',
};
const since = '2026-11-20T10:00:00.000Z';

type Recorded = { method: string; path: string; body: unknown };

/** A server that applies each change to the access it answers (as the real one does), and records the calls. */
function serve(
  initial: CaseAccess = {
    asignados: [{ ...bruno, fec_alta: since }],
    excluidos: [{ ...eva, motivo: 'Es familiar de la persona denunciada', fec_alta: since }],
    candidatos: [dora],
    excluibles: [aurora, bruno, dora],
  },
) {
  const state = structuredClone(initial);
  const calls: Recorded[] = [];
  const everyone = [aurora, bruno, dora, eva];
  function person(id: unknown): CaseAccessPerson {
    return everyone.find((entry) => entry.idusuario === Number(id)) ?? bruno;
  }
  function without<T extends CaseAccessPerson>(list: T[], id: number): T[] {
    return list.filter((entry) => entry.idusuario !== id);
  }
  async function record(request: Request) {
    const text = await request.text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : null,
    });
  }
  function answer() {
    return HttpResponse.json({ success: true, data: state });
  }
  server.use(
    http.get(`${base}/acceso`, answer),
    http.put(`${base}/asignaciones/:id`, async ({ request, params }) => {
      await record(request);
      const who = person(params.id);
      state.candidatos = without(state.candidatos, who.idusuario);
      state.asignados.push({ ...who, fec_alta: since });
      return answer();
    }),
    http.delete(`${base}/asignaciones/:id`, async ({ request, params }) => {
      await record(request);
      const who = person(params.id);
      state.asignados = without(state.asignados, who.idusuario);
      state.candidatos.push(who);
      return answer();
    }),
    http.put(`${base}/exclusiones/:id`, async ({ request, params }) => {
      await record(request.clone());
      const body = (await request.json()) as { motivo: string };
      const who = person(params.id);
      state.asignados = without(state.asignados, who.idusuario);
      state.candidatos = without(state.candidatos, who.idusuario);
      state.excluibles = without(state.excluibles, who.idusuario);
      state.excluidos.push({ ...who, motivo: body.motivo, fec_alta: since });
      return answer();
    }),
    http.delete(`${base}/exclusiones/:id`, async ({ request, params }) => {
      await record(request);
      const who = person(params.id);
      state.excluidos = without(state.excluidos, who.idusuario);
      if (who.rol === 'gestor') {
        state.candidatos.push(who);
      }
      state.excluibles.push(who);
      return answer();
    }),
  );
  return calls;
}

async function renderPanel() {
  renderWithProviders(<CaseAccessPanel iddenuncia={9} />);
  return screen.findByTestId('case-access');
}

describe('CaseAccessPanel', () => {
  it('lists the assigned gestores, the excluded people with their reason, and the candidates', async () => {
    serve();
    const panel = await renderPanel();
    const assigned = within(panel).getByRole('list', { name: 'Gestores asignados' });
    expect(within(assigned).getByText('Bruno Gestor')).toBeInTheDocument();
    const excluded = within(panel).getByRole('list', { name: 'Personas excluidas' });
    expect(within(excluded).getByText('Eva Gestora')).toBeInTheDocument();
    expect(within(excluded).getByText('Motivo: Es familiar de la persona denunciada')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Gestor que asignar' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Dora Gestora (dora@example.test)']);
  });

  it('assigns a candidate with PUT …/asignaciones/{idusuario} and shows them assigned', async () => {
    const calls = serve();
    const panel = await renderPanel();
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Gestor que asignar' }));
    await userEvent.click(screen.getByRole('option', { name: 'Dora Gestora (dora@example.test)' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Asignar' }));

    expect(await screen.findByText('Dora Gestora está asignado a esta comunicación')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'PUT', path: `${base}/asignaciones/4`, body: null }]);
    const assigned = within(panel).getByRole('list', { name: 'Gestores asignados' });
    expect(within(assigned).getByText('Dora Gestora')).toBeInTheDocument();
    expect(within(panel).getByTestId('candidates-empty')).toHaveTextContent('No quedan gestores activos que asignar.');
  });

  it('unassigns with DELETE …/asignaciones/{idusuario}, keeping the focus in the panel', async () => {
    const calls = serve();
    const panel = await renderPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Quitar la asignación de Bruno Gestor' }));

    expect(await screen.findByText('Bruno Gestor ya no está asignado a esta comunicación')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', path: `${base}/asignaciones/2`, body: null }]);
    expect(within(panel).getByTestId('assigned-empty')).toBeInTheDocument();
    await waitFor(() => {
      expect(within(panel).getByRole('heading', { level: 2, name: 'Quién puede ver esta comunicación' })).toHaveFocus();
    });
  });

  it('excludes for a conflict of interest only with a reason of 5 to 500 characters, saying it also removes the access', async () => {
    const calls = serve();
    const panel = await renderPanel();
    const openButton = within(panel).getByRole('button', { name: 'Excluir por conflicto de intereses' });
    await userEvent.click(openButton);
    const dialog = await screen.findByRole('dialog', { name: 'Excluir por conflicto de intereses' });
    expect(dialog).toHaveAccessibleDescription(/se le quita también la asignación y deja de ver esta comunicación/);

    // Neither a person nor a reason: nothing is sent, and the first field to fix says why.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(within(dialog).getByText('Elija a la persona que excluir')).toBeInTheDocument();
    expect(within(dialog).getByText('Indique el motivo (entre 5 y 500 caracteres)')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Persona' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Persona' }));
    await userEvent.click(screen.getByRole('option', { name: 'Bruno Gestor (bruno@example.test)' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo' });
    expect(reason).toHaveAttribute('maxlength', '500');
    await userEvent.type(reason, ' abc ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(within(dialog).getByText('Indique el motivo (entre 5 y 500 caracteres)')).toBeInTheDocument();
    expect(reason).toHaveFocus();
    expect(calls).toEqual([]);

    await userEvent.clear(reason);
    await userEvent.type(reason, 'Es su jefe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Bruno Gestor queda excluido de esta comunicación')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'PUT', path: `${base}/exclusiones/2`, body: { motivo: 'Es su jefe' } }]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    const excluded = within(panel).getByRole('list', { name: 'Personas excluidas' });
    expect(within(excluded).getByText('Motivo: Es su jefe')).toBeInTheDocument();
    expect(within(panel).getByTestId('assigned-empty')).toBeInTheDocument();
    // Focus goes back to the button that opened the dialog.
    await waitFor(() => {
      expect(openButton).toHaveFocus();
    });
  });

  it('offers every person who may be excluded, auditors with their role, and excludes an auditor', async () => {
    const calls = serve();
    const panel = await renderPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Excluir por conflicto de intereses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir por conflicto de intereses' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Persona' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Aurora Auditora (aurora@example.test) · Auditor/a',
      'Bruno Gestor (bruno@example.test)',
      'Dora Gestora (dora@example.test)',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Aurora Auditora (aurora@example.test) · Auditor/a' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Relación laboral directa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Aurora Auditora queda excluido de esta comunicación')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'PUT', path: `${base}/exclusiones/6`, body: { motivo: 'Relación laboral directa' } },
    ]);
    const excluded = await within(panel).findByRole('list', { name: 'Personas excluidas' });
    expect(await within(excluded).findByText('Aurora Auditora')).toBeInTheDocument();
  });

  it('opens the dialog for the assigned person of the row and lifts an exclusion with DELETE …/exclusiones/{idusuario}', async () => {
    const calls = serve();
    const panel = await renderPanel();
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Excluir a Bruno Gestor por conflicto de intereses' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Excluir por conflicto de intereses' });
    expect(within(dialog).getByRole('combobox', { name: 'Persona' })).toHaveTextContent('Bruno Gestor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    await userEvent.click(within(panel).getByRole('button', { name: 'Levantar la exclusión de Eva Gestora' }));
    expect(await screen.findByText('Se ha levantado la exclusión de Eva Gestora')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', path: `${base}/exclusiones/5`, body: null }]);
    expect(within(panel).getByTestId('excluded-empty')).toBeInTheDocument();
  });

  it('shows the server’s refusal (409) in a snackbar and changes nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve();
    server.use(
      http.put(`${base}/asignaciones/:id`, () =>
        HttpResponse.json(
          { success: false, code: 'CONFLICT', message: 'Una persona excluida no puede ser asignada' },
          { status: 409 },
        ),
      ),
    );
    const panel = await renderPanel();
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Gestor que asignar' }));
    await userEvent.click(screen.getByRole('option', { name: 'Dora Gestora (dora@example.test)' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Asignar' }));

    expect(await screen.findByText('Una persona excluida no puede ser asignada')).toBeInTheDocument();
    expect(screen.getByText('No se ha hecho el cambio')).toBeInTheDocument();
    const assigned = within(panel).getByRole('list', { name: 'Gestores asignados' });
    expect(within(assigned).queryByText('Dora Gestora')).not.toBeInTheDocument();
  });
});
