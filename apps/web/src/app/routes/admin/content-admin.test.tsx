import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Image } from '@atalaya/contract/resources/gallery.schemas';
import type { Content } from '@atalaya/contract/resources/content.schemas';
import { stubEditorLayout } from '@/testing/editor-layout.ts';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ContentAdminRoute } from './content-admin.tsx';

const inicio: Content = {
  idcontent: 1,
  codigo: 'inicio',
  ididioma: 1,
  titulo: 'Canal interno',
  contenido: '<p>Bienvenida</p>',
  visible: true,
};
const cartel: Image = {
  idimagen: 8,
  imagen: '0123456789abcdef0123456789abcdef.png',
  ididioma: 1,
  tipo_mime: 'image/png',
  tamano: 2048,
  fec_alta: '2026-11-20T10:00:00.000Z',
};

beforeAll(stubEditorLayout);

describe('ContentAdminRoute', () => {
  it('shows the blocks and the gallery; "Insertar imagen" picks a gallery image into the saved body', async () => {
    const writes: unknown[] = [];
    server.use(
      http.post('/api/denuncias/den_denuncia_content/GetList', () =>
        HttpResponse.json({ success: true, total: 1, data: [inicio] }),
      ),
      http.put('/api/denuncias/den_denuncia_content/', async ({ request }) => {
        const body = (await request.json()) as { den_denuncia_content: Content };
        writes.push(body);
        return HttpResponse.json({ success: true, data: body.den_denuncia_content });
      }),
      http.post('/api/denuncias/trans_imagenes/GetList', () =>
        HttpResponse.json({ success: true, total: 1, data: [cartel] }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContentAdminRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contenidos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Galería de imágenes' })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getAllByTestId('gallery-card')).toHaveLength(1);
    });

    await user.click(await screen.findByRole('button', { name: 'Editar inicio (Español)' }));
    const editor = await screen.findByRole('dialog', { name: 'Edición' });
    await user.click(within(editor).getByRole('button', { name: 'Insertar imagen' }));
    const picker = await screen.findByRole('dialog', { name: 'Elegir una imagen de la galería' });
    const card = await within(picker).findByRole('listitem', { name: 'Imagen 8' });
    await user.click(within(card).getByRole('button', { name: 'Seleccionar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Elegir una imagen de la galería' })).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(within(editor).getByRole('textbox', { name: 'Contenido' }).querySelector('img')).toHaveAttribute(
        'src',
        `/denuncias/recursos/${cartel.imagen}`,
      );
    });

    await user.click(within(editor).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(writes).toHaveLength(1);
    });
    expect(writes[0]).toEqual({
      den_denuncia_content: expect.objectContaining({
        idcontent: 1,
        codigo: 'inicio',
        contenido: expect.stringContaining(`<img src="/denuncias/recursos/${cartel.imagen}"`),
      }),
    });
  });
});
