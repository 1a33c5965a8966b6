import { HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ComplaintStatus } from '@atalaya/contract/complaints/complaint-type.schemas';
import { getNotices } from '@/lib/notices.ts';
import { confirmDeletion, fill, useResourceApi } from '@/testing/admin-crud.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ComplaintStatusesScreen } from './complaint-statuses-screen.tsx';

/** The dialog interactions run long under a loaded test machine. */
const slowTest = 60_000;

function seedStatuses(): ComplaintStatus[] {
  return [
    {
      idestadodenuncia: 2,
      nombre: { es: 'Recibida', en: 'Received' },
      color: '#1565c0',
      orden: 10,
      inicial: true,
      sin_investigacion: false,
    },
    {
      idestadodenuncia: 3,
      nombre: { es: 'En trámite' },
      color: '#ef6c00',
      orden: 20,
      inicial: false,
      sin_investigacion: false,
    },
    {
      idestadodenuncia: 4,
      nombre: { es: 'Inadmitida' },
      color: '#757575',
      orden: 90,
      inicial: false,
      sin_investigacion: true,
    },
    {
      idestadodenuncia: 1,
      nombre: { es: 'Resuelta', en: 'Resolved' },
      color: '#2e7d32',
      orden: 100,
      inicial: false,
      sin_investigacion: false,
    },
  ];
}

function useStatusesApi(options: { writeAnswer?: () => Response; deleteAnswer?: () => Response } = {}) {
  return useResourceApi({
    resource: 'den_estados_denuncia',
    idKey: 'idestadodenuncia',
    rows: seedStatuses(),
    newId: 5,
    ...options,
  });
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name, { selector: 'td' }).closest('tr');
  if (!row) {
    throw new Error(`No row for ${name}`);
  }
  return row;
}

describe('Estados (complaint statuses admin)', () => {
  it('lists colour, number, name, order and the initial flag; status 1 is protected (no delete button)', async () => {
    useStatusesApi();
    renderWithProviders(<ComplaintStatusesScreen />);
    await screen.findByText('Recibida', { selector: 'td' });

    const received = rowOf('Recibida');
    expect(within(received).getByText('#1565c0')).toBeInTheDocument();
    expect(within(received).getByText('Inicial')).toBeInTheDocument();
    expect(within(received).getByRole('button', { name: 'Eliminar Recibida' })).toBeInTheDocument();
    expect(within(rowOf('En trámite')).queryByText('Inicial')).not.toBeInTheDocument();
    expect(within(rowOf('Inadmitida')).getByText('Inadmisión')).toBeInTheDocument();
    expect(within(rowOf('En trámite')).queryByText('Inadmisión')).not.toBeInTheDocument();

    const resolved = rowOf('Resuelta');
    expect(within(resolved).queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    expect(
      within(resolved).getByRole('img', { name: 'Estado protegido: el estado 1 (resuelta) no puede eliminarse' }),
    ).toBeInTheDocument();
    expect(within(resolved).getByRole('button', { name: 'Editar Resuelta' })).toBeInTheDocument();
  });

  it(
    'creates a status with its colour from the picker and names per language',
    async () => {
      const calls = useStatusesApi();
      const user = userEvent.setup();
      renderWithProviders(<ComplaintStatusesScreen />);
      await screen.findByText('Recibida', { selector: 'td' });

      await user.click(screen.getByRole('button', { name: 'Nuevo estado' }));
      const dialog = await screen.findByRole('dialog', { name: 'Alta · Estado' });
      expect(within(dialog).queryByLabelText('Número')).not.toBeInTheDocument();
      await fill(user, within(dialog).getByLabelText(/^Nombre \(Español\)/), 'Archivada');
      await user.click(within(dialog).getByRole('tab', { name: /Català/ }));
      await fill(user, within(dialog).getByLabelText('Nombre (Català)'), 'Arxivada');
      // The colour picker and the hex field are the same value.
      fireEvent.change(within(dialog).getByLabelText('Color'), { target: { value: '#ff0000' } });
      expect(within(dialog).getByLabelText(/^Código de color/)).toHaveValue('#ff0000');
      await fill(user, within(dialog).getByLabelText('Orden'), '50');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

      await waitFor(() => {
        expect(calls.posts).toHaveLength(1);
      });
      expect(calls.posts[0]).toEqual({
        den_estados_denuncia: {
          nombre: { es: 'Archivada', cat: 'Arxivada' },
          color: '#ff0000',
          orden: 50,
          inicial: false,
          sin_investigacion: false,
        },
      });
      expect(await screen.findByText('Se ha creado correctamente')).toBeInTheDocument();
      expect(await screen.findByText('Archivada', { selector: 'td' })).toBeInTheDocument();
    },
    slowTest,
  );

  it(
    'refuses a colour that is not #RRGGBB, and the picker follows a valid hex typed by hand',
    async () => {
      useStatusesApi();
      const user = userEvent.setup();
      renderWithProviders(<ComplaintStatusesScreen />);
      await user.click(await screen.findByRole('button', { name: 'Editar En trámite' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edición · Estado' });
      const hex = within(dialog).getByLabelText(/^Código de color/);
      await fill(user, hex, 'naranja');
      expect(hex).toHaveAccessibleDescription('El color debe tener la forma #RRGGBB');
      expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
      await fill(user, hex, '#00AA11');
      expect(within(dialog).getByLabelText('Color')).toHaveValue('#00aa11');
      expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeEnabled();
    },
    slowTest,
  );

  it(
    'edits status 1: its number is shown but not editable, it cannot be made initial, PUT keeps id 1',
    async () => {
      const calls = useStatusesApi();
      const user = userEvent.setup();
      renderWithProviders(<ComplaintStatusesScreen />);
      await user.click(await screen.findByRole('button', { name: 'Editar Resuelta' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edición · Estado' });
      expect(dialog).toHaveTextContent('El estado 1 indica que la comunicación está resuelta');
      const number = within(dialog).getByLabelText('Número');
      expect(number).toHaveValue('1');
      expect(number).toHaveAttribute('readonly');
      expect(within(dialog).getByLabelText('Estado inicial de las nuevas comunicaciones')).toBeDisabled();
      expect(within(dialog).getByLabelText(/^Cierra la comunicación sin investigación/)).toBeDisabled();
      await fill(user, within(dialog).getByLabelText(/^Nombre \(Español\)/), 'Cerrada');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

      await waitFor(() => {
        expect(calls.puts).toHaveLength(1);
      });
      expect(calls.puts[0]).toEqual({
        den_estados_denuncia: {
          idestadodenuncia: 1,
          nombre: { es: 'Cerrada', en: 'Resolved' },
          color: '#2e7d32',
          orden: 100,
          inicial: false,
          sin_investigacion: false,
        },
      });
      expect(await screen.findByText('Se ha actualizado correctamente')).toBeInTheDocument();
    },
    slowTest,
  );

  it(
    'marks a status as inadmission (no investigation): the initial switch turns off for it',
    async () => {
      const calls = useStatusesApi();
      const user = userEvent.setup();
      renderWithProviders(<ComplaintStatusesScreen />);
      await user.click(await screen.findByRole('button', { name: 'Editar En trámite' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edición · Estado' });
      const noInvestigation = within(dialog).getByLabelText(/^Cierra la comunicación sin investigación/);
      const initial = within(dialog).getByLabelText('Estado inicial de las nuevas comunicaciones');
      expect(initial).toBeEnabled();
      await user.click(noInvestigation);
      expect(initial).toBeDisabled();
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => {
        expect(calls.puts).toHaveLength(1);
      });
      expect(calls.puts[0]).toMatchObject({
        den_estados_denuncia: { idestadodenuncia: 3, inicial: false, sin_investigacion: true },
      });
    },
    slowTest,
  );

  it('deletes a status after the confirmation and says so', async () => {
    const calls = useStatusesApi();
    const user = userEvent.setup();
    renderWithProviders(<ComplaintStatusesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar En trámite' }));
    await confirmDeletion(user);
    await waitFor(() => {
      expect(calls.deletes).toEqual(['3']);
    });
    expect(await screen.findByText('Se ha eliminado correctamente el elemento')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText('En trámite', { selector: 'td' })).not.toBeInTheDocument();
    });
  });

  it('a status in use is not deleted: "Algo ha ido mal y no se ha eliminado el elemento" with the reason', async () => {
    useStatusesApi({
      deleteAnswer: () =>
        HttpResponse.json(
          {
            success: false,
            code: 'CONFLICT',
            message: 'El estado está en uso: cambie antes el estado de las comunicaciones que lo tienen',
          },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ComplaintStatusesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Recibida' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Algo ha ido mal y no se ha eliminado el elemento');
    expect(alert).toHaveTextContent('El estado está en uso');
    expect(screen.getByText('Recibida', { selector: 'td' })).toBeInTheDocument();
  });

  it(
    'a failed update says "Algo ha ido mal y no se ha actualizado"',
    async () => {
      useStatusesApi({ writeAnswer: () => new HttpResponse(null, { status: 500 }) });
      const user = userEvent.setup();
      renderWithProviders(<ComplaintStatusesScreen />);
      await user.click(await screen.findByRole('button', { name: 'Editar En trámite' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => {
        expect(getNotices()[0]).toMatchObject({
          severity: 'error',
          title: 'Error',
          message: 'Algo ha ido mal y no se ha actualizado',
        });
      });
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Algo ha ido mal y no se ha actualizado');
    },
    slowTest,
  );
});
