import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OpenInvitation, PeopleListResponse, Person } from '@atalaya/contract/people/people.schemas';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { PeopleScreen } from './people-screen.tsx';

const base = '/api/admin/usuarios';

const ana: Person = {
  idusuario: 1,
  nombre: 'Ana Responsable',
  email: 'ana@example.test',
  rol: 'responsable',
  activo: true,
  ultimo_acceso: '2026-11-20T10:00:00.000Z',
  segundo_factor: false,
};
const bruno: Person = {
  idusuario: 2,
  nombre: 'Bruno Gestor',
  email: 'bruno@example.test',
  rol: 'gestor',
  activo: true,
  ultimo_acceso: null,
  segundo_factor: false,
};
const carla: Person = { ...bruno, idusuario: 3, nombre: 'Carla Auditora', email: 'carla@example.test', activo: false };
const pending: OpenInvitation = {
  idinvitacion: 7,
  email: 'pendiente@example.test',
  rol: 'auditor',
  fec_alta: '2026-11-26T10:00:00.000Z',
  fec_expira: '2026-11-29T10:00:00.000Z',
  caducada: false,
};
const late: OpenInvitation = { ...pending, idinvitacion: 8, email: 'tarde@example.test', caducada: true };

type Recorded = { method: string; url: string; body: unknown };

/** Serves a list that mutations change, and records every call that changes something. */
function serve(initial: PeopleListResponse['data'] = { usuarios: [ana, bruno, carla], invitaciones: [pending, late] }) {
  const state = structuredClone(initial);
  const calls: Recorded[] = [];
  async function record(request: Request) {
    const text = await request.text();
    calls.push({ method: request.method, url: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
  }
  server.use(
    http.get(base, () => HttpResponse.json({ success: true, data: state })),
    http.post(`${base}/invitaciones`, async ({ request }) => {
      await record(request.clone());
      const body = (await request.json()) as { email: string; rol: OpenInvitation['rol'] };
      const created = { ...pending, idinvitacion: 9, email: body.email, rol: body.rol };
      state.invitaciones.unshift(created);
      return HttpResponse.json({ success: true, data: created });
    }),
    http.delete(`${base}/invitaciones/:id`, async ({ request, params }) => {
      await record(request);
      state.invitaciones = state.invitaciones.filter((i) => i.idinvitacion !== Number(params.id));
      return HttpResponse.json({ success: true, message: 'Invitación revocada' });
    }),
    http.post(`${base}/invitaciones/:id/reenviar`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true, data: pending });
    }),
    http.patch(`${base}/:id`, async ({ request, params }) => {
      await record(request.clone());
      const body = (await request.json()) as Partial<Person>;
      const person = state.usuarios.find((u) => u.idusuario === Number(params.id));
      if (!person) {
        return HttpResponse.json({ success: false, code: 'NOT_FOUND', message: 'No existe' }, { status: 404 });
      }
      Object.assign(person, body);
      return HttpResponse.json({ success: true, data: person });
    }),
    http.delete(`${base}/:id/segundo-factor`, async ({ request, params }) => {
      await record(request);
      const person = state.usuarios.find((u) => u.idusuario === Number(params.id));
      if (person) {
        person.segundo_factor = false;
      }
      return HttpResponse.json({ success: true, message: 'Segundo factor restablecido' });
    }),
  );
  return calls;
}

describe('PeopleScreen', () => {
  it('lists the people (role, state, last sign-in) and the pending invitations', async () => {
    serve();
    renderWithProviders(<PeopleScreen />);
    const people = await screen.findByRole('table', { name: 'Personas' });
    const rows = within(people).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1] as HTMLElement).getByText('ana@example.test')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Nunca')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Desactivada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivar a Carla Auditora' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rol de Bruno Gestor' })).toHaveTextContent('Gestor/a');

    const invitations = screen.getByRole('table', { name: 'Invitaciones pendientes' });
    expect(within(invitations).getByText('pendiente@example.test')).toBeInTheDocument();
    const lateRow = within(invitations).getByText('tarde@example.test').closest('tr') as HTMLElement;
    expect(within(lateRow).getByText('Caducada')).toBeInTheDocument();
  });

  it('invites: an invalid address is refused in the form; a valid one is sent and listed', async () => {
    const calls = serve();
    renderWithProviders(<PeopleScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Invitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar a una persona' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Correo electrónico/ }), 'no-es-correo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(dialog).findByText('Introduzca un correo electrónico válido')).toBeInTheDocument();
    expect(calls).toEqual([]);

    const email = within(dialog).getByRole('textbox', { name: /Correo electrónico/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'Nueva@Example.test');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Rol/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Auditor/a' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: 'POST', url: `${base}/invitaciones`, body: { email: 'nueva@example.test', rol: 'auditor' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const invitations = screen.getByRole('table', { name: 'Invitaciones pendientes' });
    expect(await within(invitations).findByText('nueva@example.test')).toBeInTheDocument();
  });

  it('shows the server refusal of an invitation in the dialog, which stays open', async () => {
    serve();
    server.use(
      http.post(`${base}/invitaciones`, () =>
        HttpResponse.json(
          {
            success: false,
            code: 'CONFLICT',
            message: 'Esa dirección ya pertenece a una persona activa de este canal',
          },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(<PeopleScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Invitar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Correo electrónico/ }), 'ana@example.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(dialog).findByText(/ya pertenece a una persona activa/)).toBeInTheDocument();
  });

  it('revokes after confirming, and resends', async () => {
    const calls = serve();
    renderWithProviders(<PeopleScreen />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revocar la invitación a pendiente@example.test' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Revocar la invitación' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revocar' }));
    await waitFor(() => expect(screen.queryByText('pendiente@example.test')).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar la invitación a tarde@example.test' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: 'DELETE', url: `${base}/invitaciones/7`, body: null },
        { method: 'POST', url: `${base}/invitaciones/8/reenviar`, body: null },
      ]),
    );
  });

  it('changes a role in place and deactivates after confirming', async () => {
    const calls = serve();
    renderWithProviders(<PeopleScreen />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Rol de Bruno Gestor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Auditor/a' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'PATCH', url: `${base}/2`, body: { rol: 'auditor' } }]));

    await userEvent.click(screen.getByRole('button', { name: 'Desactivar a Bruno Gestor' }));
    const confirm = await screen.findByRole('dialog', { name: 'Desactivar a la persona' });
    expect(within(confirm).getByText(/Se cerrarán todas sus sesiones/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(calls[1]).toEqual({ method: 'PATCH', url: `${base}/2`, body: { activo: false } }));
    expect(await screen.findByRole('button', { name: 'Reactivar a Bruno Gestor' })).toBeInTheDocument();
  });

  it('shows the 409 of the last Responsable and changes nothing on screen', async () => {
    serve();
    server.use(
      http.patch(`${base}/:id`, () =>
        HttpResponse.json(
          {
            success: false,
            code: 'CONFLICT',
            message: 'El canal debe conservar al menos un Responsable del Sistema activo',
          },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(<PeopleScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Desactivar a Ana Responsable' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Desactivar a la persona' })).getByRole('button', {
        name: 'Desactivar',
      }),
    );
    expect(await screen.findByText(/al menos un Responsable del Sistema activo/)).toBeInTheDocument();
    // Nothing changed: Ana is still active (the dialog closed, the list was not refetched as changed).
    expect(await screen.findByRole('button', { name: 'Desactivar a Ana Responsable' })).toBeInTheDocument();
  });

  it('shows who has a second factor and resets one after confirming', async () => {
    const calls = serve({
      usuarios: [
        { ...ana, segundo_factor: false },
        { ...bruno, segundo_factor: true },
      ],
      invitaciones: [],
    });
    renderWithProviders(<PeopleScreen />);
    const reset = await screen.findByRole('button', { name: 'Restablecer el segundo factor de Bruno Gestor' });
    expect(screen.queryByRole('button', { name: 'Restablecer el segundo factor de Ana Responsable' })).toBeNull();
    const rows = screen.getAllByRole('row');
    expect(within(rows[2] as HTMLElement).getByText('Activado')).toBeInTheDocument();

    await userEvent.click(reset);
    const confirm = await screen.findByRole('dialog', { name: 'Restablecer el segundo factor' });
    expect(within(confirm).getByText(/Queda registrado en la auditoría/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restablecer segundo factor' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'DELETE', url: `${base}/2/segundo-factor`, body: null }]));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Restablecer el segundo factor de Bruno Gestor' })).toBeNull(),
    );
  });
});
