import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { galleryMaxBytes, type Image } from '@atalaya/contract/resources/gallery.schemas';
import { getNotices } from '@/lib/notices.ts';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ImageGallery } from './image-gallery.tsx';

function image(idimagen: number, ididioma = 1): Image {
  return {
    idimagen,
    imagen: `${idimagen.toString(16).padStart(32, '0')}.png`,
    ididioma,
    tipo_mime: 'image/png',
    tamano: 1000,
    fec_alta: '2026-11-20T10:00:00.000Z',
  };
}

type ListBody = {
  start: number;
  length: number;
  sort?: string;
  order?: string;
  columns: { name: string; data: unknown }[];
};

/** A gallery API over an in-memory list; records what the web app sent. */
function galleryApi(initial: Image[]) {
  let images = [...initial];
  const listRequests: ListBody[] = [];
  const uploads: { ididioma: string | null; hasFile: boolean }[] = [];
  const deletes: number[] = [];
  server.use(
    http.post('/api/denuncias/trans_imagenes/GetList', async ({ request }) => {
      const body = (await request.json()) as ListBody;
      listRequests.push(body);
      const language = body.columns.find((c) => c.name === 'ididioma')?.data;
      const matching = images.filter((i) => i.ididioma === language).sort((a, b) => b.idimagen - a.idimagen);
      return HttpResponse.json({
        success: true,
        total: matching.length,
        data: matching.slice(body.start, body.start + body.length),
      });
    }),
    http.post('/api/denuncias/trans_imagenes/', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      const ididioma = form.get('ididioma');
      // jsdom's File does not survive Node's fetch; the test reads the file from the fetch call instead.
      uploads.push({ ididioma: typeof ididioma === 'string' ? ididioma : null, hasFile: file !== null });
      const created = image(900 + uploads.length, Number(ididioma));
      images = [...images, created];
      return HttpResponse.json({ success: true, idimagen: created.idimagen, imagen: created.imagen, data: created });
    }),
    http.delete('/api/denuncias/trans_imagenes/:id', ({ params }) => {
      const id = Number(params.id);
      deletes.push(id);
      images = images.filter((i) => i.idimagen !== id);
      return HttpResponse.json({ success: true });
    }),
  );
  return { listRequests, uploads, deletes };
}

function cards(): HTMLElement[] {
  return screen.queryAllByTestId('gallery-card');
}

async function openUpload(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Subir imagen' }));
  return screen.findByRole('dialog', { name: 'Subir imagen' });
}

describe('ImageGallery', () => {
  it('loads 10 images, newest first, in the language kept under locale; "Cargar más" loads the rest', async () => {
    globalThis.localStorage.setItem('locale', 'en');
    const api = galleryApi([...Array.from({ length: 13 }, (_, i) => image(i + 1, 5)), image(50, 1)]);
    const user = userEvent.setup();
    renderWithProviders(<ImageGallery title="Galería de imágenes" />);

    await waitFor(() => {
      expect(cards()).toHaveLength(10);
    });
    expect(api.listRequests[0]).toMatchObject({
      start: 0,
      length: 10,
      sort: 'idimagen',
      order: 'desc',
      columns: [{ name: 'ididioma', data: 5 }],
    });
    expect(within(cards()[0] as HTMLElement).getByRole('img')).toHaveAttribute(
      'src',
      `/denuncias/recursos/${image(13).imagen}`,
    );
    expect(screen.getByLabelText('Idioma')).toHaveTextContent('English');

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => {
      expect(cards()).toHaveLength(13);
    });
    expect(api.listRequests.at(-1)).toMatchObject({ start: 10, length: 10 });
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    // Each card offers the three actions of spec §2.
    const last = within(cards()[12] as HTMLElement);
    expect(last.getByRole('button', { name: 'Seleccionar' })).toBeInTheDocument();
    expect(last.getByRole('button', { name: 'Copiar URL' })).toBeInTheDocument();
    expect(last.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });

  it('upload dialog: 520 px, "Subir imagen" disabled until an image is chosen; sends the file and the language', async () => {
    const api = galleryApi([image(1)]);
    const user = userEvent.setup();
    renderWithProviders(<ImageGallery />);
    await waitFor(() => {
      expect(cards()).toHaveLength(1);
    });
    const dialog = await openUpload(user);
    const paper = dialog.closest('.MuiDialog-paper') ?? dialog;
    expect(paper).toHaveStyle({ width: '520px' });
    const submit = within(dialog).getByRole('button', { name: 'Subir imagen' });
    expect(within(dialog).getByRole('button', { name: 'Seleccionar' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Volver' })).toBeEnabled();
    expect(submit).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeDisabled();

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'cartel.png', { type: 'image/png' });
    await user.upload(within(dialog).getByTestId('gallery-file-input'), file);
    expect(within(dialog).getByTestId('gallery-chosen-file')).toHaveTextContent('cartel.png');
    expect(submit).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(submit).toBeDisabled();

    await user.upload(within(dialog).getByTestId('gallery-file-input'), file);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await user.click(submit);
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Subir imagen' })).not.toBeInTheDocument();
    });
    expect(api.uploads).toHaveLength(1);
    expect(api.uploads[0]?.ididioma).toBe('1');
    // What the app handed to fetch: a multipart body with the language and the chosen file itself.
    const sent = fetchSpy.mock.calls.find(
      ([url, init]) => String(url).endsWith('/trans_imagenes/') && init?.method === 'POST',
    );
    const body = sent?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('ididioma')).toBe('1');
    expect((body as FormData).get('file')).toMatchObject({ name: 'cartel.png', size: 4, type: 'image/png' });
    await waitFor(() => {
      expect(cards()).toHaveLength(2);
    });
    expect(getNotices()).toEqual([
      expect.objectContaining({ message: 'Se ha creado correctamente', severity: 'success' }),
    ]);
  });

  it(`a file over ${galleryMaxBytes} bytes shows "La imagen no puede superar los 2MB." and cannot be uploaded`, async () => {
    const api = galleryApi([]);
    const user = userEvent.setup();
    renderWithProviders(<ImageGallery />);
    await screen.findByText('Todavía no hay imágenes en este idioma.');
    const dialog = await openUpload(user);
    const big = new File([new Uint8Array(galleryMaxBytes + 1)], 'enorme.png', { type: 'image/png' });
    await user.upload(within(dialog).getByTestId('gallery-file-input'), big);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('La imagen no puede superar los 2MB.');
    const submit = within(dialog).getByRole('button', { name: 'Subir imagen' });
    expect(submit).toBeDisabled();

    // Exactly 2 MB is allowed.
    const limit = new File([new Uint8Array(galleryMaxBytes)], 'justo.png', { type: 'image/png' });
    await user.upload(within(dialog).getByTestId('gallery-file-input'), limit);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(api.uploads).toHaveLength(0);
  });

  it('"Copiar URL" copies the absolute image address and says "URL de la imagen copiada correctamente"', async () => {
    galleryApi([image(7)]);
    const user = userEvent.setup();
    renderWithProviders(<ImageGallery />);
    await waitFor(() => {
      expect(cards()).toHaveLength(1);
    });
    await user.click(screen.getByRole('button', { name: 'Copiar URL' }));
    await waitFor(() => {
      expect(getNotices()).toEqual([
        expect.objectContaining({ message: 'URL de la imagen copiada correctamente', severity: 'success' }),
      ]);
    });
    expect(await navigator.clipboard.readText()).toBe(
      `${globalThis.location.origin}/denuncias/recursos/${image(7).imagen}`,
    );
  });

  it('"Eliminar" asks "¿Estás seguro de que quieres eliminar la imagen de la galería?" and deletes only on confirmation', async () => {
    const api = galleryApi([image(3), image(4)]);
    const user = userEvent.setup();
    renderWithProviders(<ImageGallery />);
    await waitFor(() => {
      expect(cards()).toHaveLength(2);
    });
    const card = screen.getByRole('listitem', { name: 'Imagen 4' });
    await user.click(within(card).getByRole('button', { name: 'Eliminar' }));
    let confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('¿Estás seguro de que quieres eliminar la imagen de la galería?');
    await user.click(within(confirm).getByRole('button', { name: 'Volver' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(api.deletes).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Eliminar' }));
    confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => {
      expect(cards()).toHaveLength(1);
    });
    expect(api.deletes).toEqual([4]);
    expect(screen.queryByRole('listitem', { name: 'Imagen 4' })).not.toBeInTheDocument();
    expect(getNotices()).toEqual([
      expect.objectContaining({ message: 'Se ha eliminado correctamente el elemento', severity: 'success' }),
    ]);
  });
});
