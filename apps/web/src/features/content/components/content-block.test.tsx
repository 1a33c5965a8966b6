import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n.ts';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ContentBlock } from './content-block.tsx';

const spanish = {
  idcontent: 1,
  codigo: 'inicio',
  ididioma: 1,
  titulo: 'Sistema interno de información',
  visible: true,
};
const catalan = { idcontent: 2, codigo: 'inicio', ididioma: 2, titulo: "Sistema intern d'informació", visible: true };

/** Content blocks by language id, as `den_denuncia_content/GetList` answers a code and language. */
function serveBlocks(blocks: { ididioma: number }[]) {
  server.use(
    http.post('/api/denuncias/den_denuncia_content/GetList', async ({ request }) => {
      const body = (await request.json()) as { columns: { name: string; data: unknown }[] };
      const ididioma = body.columns.find((column) => column.name === 'ididioma')?.data;
      const data = blocks
        .filter((block) => block.ididioma === ididioma)
        .map((block) => ({ ...block, contenido: '<p>Texto</p>' }));
      return HttpResponse.json({ success: true, total: data.length, data });
    }),
  );
}

describe('ContentBlock', () => {
  it('marks a block shown in Spanish because the language has none with lang="es" (WCAG 3.1.2)', async () => {
    i18next.addResourceBundle('cat', 'translation', { probe: 'Català' });
    await changeLanguage('cat');
    serveBlocks([spanish]);
    renderWithProviders(<ContentBlock code="inicio" fallbackTitle="Inici" />);
    expect(await screen.findByRole('heading', { name: spanish.titulo })).toBeInTheDocument();
    expect(screen.getByTestId('content-block')).toHaveAttribute('lang', 'es');
  });

  it('leaves the block of the interface language without its own lang', async () => {
    i18next.addResourceBundle('cat', 'translation', { probe: 'Català' });
    await changeLanguage('cat');
    serveBlocks([spanish, catalan]);
    renderWithProviders(<ContentBlock code="inicio" fallbackTitle="Inici" />);
    expect(await screen.findByRole('heading', { name: catalan.titulo })).toBeInTheDocument();
    expect(screen.getByTestId('content-block')).not.toHaveAttribute('lang');
  });
});
