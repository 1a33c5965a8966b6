import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '@atalaya/contract/resources/content.schemas';
import { getNotices } from '@/lib/notices.ts';
import { confirmDeletion } from '@/testing/admin-crud.ts';
import { stubEditorLayout } from '@/testing/editor-layout.ts';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ContentAdmin } from './content-admin.tsx';

const inicio: Content = {
  idcontent: 1,
  codigo: 'inicio',
  ididioma: 1,
  titulo: 'Canal interno',
  contenido: '<p>Bienvenida</p>',
  visible: true,
};
const home: Content = { ...inicio, idcontent: 2, ididioma: 5, titulo: 'Internal channel', contenido: '<p>Welcome</p>' };
const oculto: Content = { ...inicio, idcontent: 3, codigo: 'aviso', titulo: 'Aviso', visible: false };

beforeAll(stubEditorLayout);

/** A content API over an in-memory list; records the bodies the screen wrote. */
function contentApi(initial: Content[], options: { conflictOnCreate?: boolean } = {}) {
  let rows = [...initial];
  const writes: { method: string; body: unknown }[] = [];
  const deletes: number[] = [];
  const listBodies: unknown[] = [];
  async function write(request: Request, method: string) {
    const body = (await request.json()) as {
      den_denuncia_content: Omit<Content, 'idcontent'> & { idcontent?: number };
    };
    writes.push({ method, body });
    if (options.conflictOnCreate && method === 'POST') {
      return HttpResponse.json(
        { success: false, code: 'CONFLICT', message: 'Ya existe un contenido con ese código en ese idioma' },
        { status: 409 },
      );
    }
    const input = body.den_denuncia_content;
    const saved: Content = { ...input, idcontent: input.idcontent ?? 100 + writes.length };
    rows = [...rows.filter((r) => r.idcontent !== saved.idcontent), saved];
    return HttpResponse.json({ success: true, data: saved });
  }
  server.use(
    http.post('/api/denuncias/den_denuncia_content/GetList', async ({ request }) => {
      listBodies.push(await request.json());
      return HttpResponse.json({ success: true, total: rows.length, data: rows });
    }),
    http.post('/api/denuncias/den_denuncia_content/', ({ request }) => write(request, 'POST')),
    http.put('/api/denuncias/den_denuncia_content/', ({ request }) => write(request, 'PUT')),
    http.delete('/api/denuncias/den_denuncia_content/:id', ({ params }) => {
      deletes.push(Number(params.id));
      rows = rows.filter((r) => r.idcontent !== Number(params.id));
      return HttpResponse.json({ success: true });
    }),
  );
  return { writes, deletes, listBodies };
}

describe('ContentAdmin', () => {
  it('lists every block (hidden ones too) by code and language', async () => {
    const api = contentApi([home, inicio, oculto]);
    renderWithProviders(<ContentAdmin />);
    const table = await screen.findByRole('table', { name: 'Bloques de contenido' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['aviso', 'Español', 'Aviso'],
      ['inicio', 'Español', 'Canal interno'],
      ['inicio', 'English', 'Internal channel'],
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Oculto')).toBeInTheDocument();
    expect(api.listBodies[0]).toMatchObject({ start: 0, length: -1, sort: 'codigo', columns: [] });

    await userEvent.click(screen.getByRole('combobox', { name: 'Idioma' }));
    await userEvent.click(screen.getByRole('option', { name: 'English' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('edits a block in the rich-text editor and saves it wrapped under den_denuncia_content (PUT)', async () => {
    const api = contentApi([inicio, home]);
    const user = userEvent.setup();
    renderWithProviders(<ContentAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Editar inicio (Español)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edición' });
    expect(within(dialog).getByRole('textbox', { name: 'Código' })).toHaveValue('inicio');
    const title = within(dialog).getByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.type(title, 'Canal de información');
    const editor = within(dialog).getByRole('textbox', { name: 'Contenido' });
    expect(editor).toHaveTextContent('Bienvenida');
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('Texto nuevo');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => {
      expect(api.writes).toHaveLength(1);
    });
    expect(api.writes[0]).toEqual({
      method: 'PUT',
      body: {
        den_denuncia_content: {
          idcontent: 1,
          codigo: 'inicio',
          ididioma: 1,
          titulo: 'Canal de información',
          contenido: '<p>Texto nuevo</p>',
          visible: true,
        },
      },
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(getNotices()).toEqual([expect.objectContaining({ message: 'Se ha actualizado correctamente' })]);
    expect(await screen.findByText('Canal de información')).toBeInTheDocument();
  });

  it('creates a block (POST without key); "Guardar" waits for a valid code; a conflict is shown', async () => {
    const api = contentApi([inicio], { conflictOnCreate: true });
    const user = userEvent.setup();
    renderWithProviders(<ContentAdmin />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Nuevo contenido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alta' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    const code = within(dialog).getByRole('textbox', { name: 'Código' });
    await user.type(code, 'mal código');
    expect(
      within(dialog).getByText('El código solo admite letras, números, punto, guion y guion bajo'),
    ).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(code);
    await user.type(code, 'inicio');
    expect(save).toBeEnabled();
    await user.click(save);

    await waitFor(() => {
      expect(api.writes).toHaveLength(1);
    });
    expect(api.writes[0]).toEqual({
      method: 'POST',
      body: { den_denuncia_content: { codigo: 'inicio', ididioma: 1, titulo: '', contenido: '', visible: true } },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ya existe un contenido con ese código en ese idioma',
    );
    expect(getNotices()).toEqual([
      expect.objectContaining({ message: 'Algo ha ido mal y no se ha creado', severity: 'error' }),
    ]);
  });

  it('deletes a block only after "¿Está seguro que desea eliminar este elemento?"', async () => {
    const api = contentApi([inicio, home]);
    const user = userEvent.setup();
    renderWithProviders(<ContentAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar inicio (English)' }));
    await confirmDeletion(user);
    await waitFor(() => {
      expect(api.deletes).toEqual([2]);
    });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Eliminar inicio (English)' })).not.toBeInTheDocument();
    });
  });
});
