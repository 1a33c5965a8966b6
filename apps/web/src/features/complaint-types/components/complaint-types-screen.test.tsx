import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ComplaintType } from '@atalaya/contract/complaints/complaint-type.schemas';
import { getNotices } from '@/lib/notices.ts';
import { fill, useResourceApi } from '@/testing/admin-crud.ts';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ComplaintTypesScreen } from './complaint-types-screen.tsx';

/** The longest interaction tests (dialog with tabs and a select) need more than the default under load. */
const slowTest = 60_000;

function seedTypes(): ComplaintType[] {
  return [
    {
      idtipodenuncia: 1,
      nombre: { es: 'Fraude', en: 'Fraud' },
      descripcion: { es: 'Uso indebido de fondos' },
      orden: 10,
      activo: true,
      idformulario: 4,
    },
    { idtipodenuncia: 2, nombre: { es: 'Acoso laboral' }, descripcion: {}, orden: 20, activo: false, idformulario: 5 },
  ];
}

const forms = [
  { idformulario: 4, nombre: 'General', version: 1, campos: [], activo: true },
  { idformulario: 5, nombre: 'Breve', version: 2, campos: [], activo: false },
];

/** A small in-memory den_tipos_denuncia behind the generic resource routes, and the forms to choose. */
function useTypesApi(options: { deleteAnswer?: () => Response; writeAnswer?: () => Response } = {}) {
  server.use(
    http.post('/api/denuncias/den_formularios/GetList', () =>
      HttpResponse.json({ success: true, total: forms.length, data: forms }),
    ),
  );
  return useResourceApi({
    resource: 'den_tipos_denuncia',
    idKey: 'idtipodenuncia',
    rows: seedTypes(),
    newId: 3,
    ...options,
  });
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('cell', { name }).closest('tr');
  if (!row) {
    throw new Error(`No row for ${name}`);
  }
  return row;
}

describe('Tipos (complaint types admin)', () => {
  it('lists order, name in the current language, form used and an active chip', async () => {
    useTypesApi();
    renderWithProviders(<ComplaintTypesScreen />);
    const fraud = await screen.findByRole('cell', { name: 'Fraude' });
    expect(fraud).toBeInTheDocument();
    const first = rowOf('Fraude');
    expect(within(first).getByText('10')).toBeInTheDocument();
    expect(await within(first).findByText('General')).toBeInTheDocument();
    expect(within(first).getByText('Activo')).toBeInTheDocument();
    const second = rowOf('Acoso laboral');
    expect(within(second).getByText('Breve')).toBeInTheDocument();
    expect(within(second).getByText('Inactivo')).toBeInTheDocument();

    await i18next.changeLanguage('en');
    expect(await screen.findByRole('cell', { name: 'Fraud' })).toBeInTheDocument();
    // No English name: the Spanish one.
    expect(screen.getByRole('cell', { name: 'Acoso laboral' })).toBeInTheDocument();
  });

  it(
    'creates a type with names per language and the chosen form, wrapped under den_tipos_denuncia',
    async () => {
      const calls = useTypesApi();
      const user = userEvent.setup();
      renderWithProviders(<ComplaintTypesScreen />);
      await screen.findByRole('cell', { name: 'Fraude' });

      await user.click(screen.getByRole('button', { name: 'Nuevo tipo' }));
      const dialog = await screen.findByRole('dialog', { name: 'Alta · Tipo' });
      const save = within(dialog).getByRole('button', { name: 'Guardar' });
      expect(save).toBeDisabled();

      await fill(user, within(dialog).getByLabelText(/^Nombre \(Español\)/), 'Medio ambiente');
      await fill(user, within(dialog).getByLabelText('Descripción (Español)'), 'Vertidos');
      await user.click(within(dialog).getByRole('tab', { name: /English/ }));
      await fill(user, within(dialog).getByLabelText('Nombre (English)'), 'Environment');
      expect(save).toBeDisabled();
      await user.click(within(dialog).getByRole('combobox', { name: /Formulario/ }));
      await user.click(within(await screen.findByRole('listbox')).getByText('General'));
      await fill(user, within(dialog).getByLabelText('Orden'), '30');
      expect(save).toBeEnabled();
      await user.click(save);

      await waitFor(() => {
        expect(calls.posts).toHaveLength(1);
      });
      expect(calls.posts[0]).toEqual({
        den_tipos_denuncia: {
          nombre: { es: 'Medio ambiente', en: 'Environment' },
          descripcion: { es: 'Vertidos' },
          orden: 30,
          activo: true,
          idformulario: 4,
        },
      });
      expect(await screen.findByText('Se ha creado correctamente')).toBeInTheDocument();
      expect(getNotices()[0]).toMatchObject({ severity: 'success', message: 'Se ha creado correctamente' });
      await waitFor(() => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
      expect(await screen.findByRole('cell', { name: 'Medio ambiente' })).toBeInTheDocument();
    },
    slowTest,
  );

  it('edits a type (deactivating it) with PUT and its key', async () => {
    const calls = useTypesApi();
    const user = userEvent.setup();
    renderWithProviders(<ComplaintTypesScreen />);
    await screen.findByRole('cell', { name: 'Fraude' });

    await user.click(screen.getByRole('button', { name: 'Editar Fraude' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edición · Tipo' });
    const name = within(dialog).getByLabelText(/^Nombre \(Español\)/);
    expect(name).toHaveValue('Fraude');
    await fill(user, name, 'Fraude o corrupción');
    await user.click(within(dialog).getByLabelText('Activo (se ofrece a quien informa)'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => {
      expect(calls.puts).toHaveLength(1);
    });
    expect(calls.puts[0]).toEqual({
      den_tipos_denuncia: {
        idtipodenuncia: 1,
        nombre: { es: 'Fraude o corrupción', en: 'Fraud' },
        descripcion: { es: 'Uso indebido de fondos' },
        orden: 10,
        activo: false,
        idformulario: 4,
      },
    });
    expect(await screen.findByText('Se ha actualizado correctamente')).toBeInTheDocument();
    const row = await waitFor(() => rowOf('Fraude o corrupción'));
    expect(within(row).getByText('Inactivo')).toBeInTheDocument();
  });

  it('clearing the Spanish name shows it is required and keeps Guardar disabled', async () => {
    useTypesApi();
    const user = userEvent.setup();
    renderWithProviders(<ComplaintTypesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Editar Fraude' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/^Nombre \(Español\)/);
    await user.clear(name);
    expect(name).toHaveAccessibleDescription('El texto en español es obligatorio');
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  it('deletes after the generic confirmation, and not when the user goes back', async () => {
    const calls = useTypesApi();
    const user = userEvent.setup();
    renderWithProviders(<ComplaintTypesScreen />);
    await screen.findByRole('cell', { name: 'Acoso laboral' });

    await user.click(screen.getByRole('button', { name: 'Eliminar Acoso laboral' }));
    let confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('¿Está seguro que desea eliminar este elemento?');
    await user.click(within(confirm).getByRole('button', { name: 'Volver' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(calls.deletes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Eliminar Acoso laboral' }));
    confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => {
      expect(calls.deletes).toEqual(['2']);
    });
    expect(await screen.findByText('Se ha eliminado correctamente el elemento')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('cell', { name: 'Acoso laboral' })).not.toBeInTheDocument();
    });
  });

  it("a type in use is not deleted: the server's reason (deactivate it instead) shows as an error snackbar", async () => {
    useTypesApi({
      deleteAnswer: () =>
        HttpResponse.json(
          { success: false, code: 'CONFLICT', message: 'El tipo está en uso: desactívelo en lugar de eliminarlo' },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ComplaintTypesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Fraude' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Algo ha ido mal y no se ha eliminado el elemento');
    expect(alert).toHaveTextContent('El tipo está en uso: desactívelo en lugar de eliminarlo');
    expect(getNotices()).toEqual([
      expect.objectContaining({
        severity: 'error',
        title: 'Algo ha ido mal y no se ha eliminado el elemento',
        message: 'El tipo está en uso: desactívelo en lugar de eliminarlo',
      }),
    ]);
    expect(await screen.findByRole('cell', { name: 'Fraude' })).toBeInTheDocument();
  });

  it('the in-use reason is shown in the interface language', async () => {
    await i18next.changeLanguage('en');
    useTypesApi({
      deleteAnswer: () =>
        HttpResponse.json(
          { success: false, code: 'CONFLICT', message: 'El tipo está en uso: desactívelo en lugar de eliminarlo' },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ComplaintTypesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Delete Fraud' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The type is in use: deactivate it instead of deleting it',
    );
  });

  it('a failed create says "Algo ha ido mal y no se ha creado" and keeps the dialog open', async () => {
    useTypesApi({ writeAnswer: () => new HttpResponse('boom', { status: 500 }) });
    const user = userEvent.setup();
    renderWithProviders(<ComplaintTypesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Nuevo tipo' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText(/^Nombre \(Español\)/), 'Otro');
    await user.click(within(dialog).getByRole('combobox', { name: /Formulario/ }));
    await user.click(within(await screen.findByRole('listbox')).getByText('General'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => {
      expect(getNotices()[0]).toMatchObject({ severity: 'error', message: 'Algo ha ido mal y no se ha creado' });
    });
    // Said inside the dialog too: while it is open, the snackbar behind it is hidden from screen readers.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Algo ha ido mal y no se ha creado');
    expect(screen.getByRole('dialog', { name: 'Alta · Tipo' })).toBeInTheDocument();
  });
});
