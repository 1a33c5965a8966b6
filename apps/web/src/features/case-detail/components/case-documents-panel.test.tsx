import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComplaintDoc } from '@atalaya/contract/complaints/document.schemas';
import { setTokens } from '@/lib/tokens.ts';
import { documentsFixture } from '@/testing/case-detail-fixtures.ts';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { makeToken } from '@/testing/tokens.ts';
import { CaseDocumentsPanel } from './case-documents-panel.tsx';

const keptDocument: ComplaintDoc = {
  iddenunciadoc: 3,
  iddenuncia: 9,
  iddocumento: 32,
  descripcion: '',
  nombre: 'acta-antigua.doc',
  tipo_mime: 'application/msword',
  tamano: 4096,
  origen: 'informante',
  fec_alta: '2026-11-21T10:00:00.000Z',
  conserva_metadatos: true,
};

function renderPanel(documents: ComplaintDoc[]) {
  server.use(
    http.post('/api/denuncias/den_denuncia_docs/GetList', () =>
      HttpResponse.json({ success: true, total: documents.length, data: documents }),
    ),
  );
  setTokens(makeToken({ tipoacceso: 'Privado' }), makeToken({ tipoacceso: 'Privado', typ: 'refresh' }));
  renderWithProviders(<CaseDocumentsPanel iddenuncia={9} guid="8e9a34a1-edf3-4be6-a833-6d38a05bf70e" />);
}

describe('CaseDocumentsPanel', () => {
  it('flags a document stored with its metadata with "Conserva metadatos", and only that one', async () => {
    renderPanel([...documentsFixture, keptDocument]);
    const rows = await screen.findAllByTestId('case-document');
    expect(rows).toHaveLength(3);
    const kept = rows.find((row) => row.textContent?.includes('acta-antigua.doc'));
    expect(kept).toBeDefined();
    expect(within(kept as HTMLElement).getByTestId('kept-metadata-chip')).toHaveTextContent('Conserva metadatos');
    expect(screen.getAllByTestId('kept-metadata-chip')).toHaveLength(1);
    expect(
      screen.getByText(
        'Los documentos marcados «Conserva metadatos» se guardaron tal como se enviaron, porque su tipo no se puede limpiar: pueden incluir el autor, fechas u otros datos que identifiquen a quien los creó.',
      ),
    ).toBeInTheDocument();
  });

  it('shows no flag and no note when every document was cleaned', async () => {
    renderPanel(documentsFixture);
    expect(await screen.findAllByTestId('case-document')).toHaveLength(2);
    expect(screen.queryByTestId('kept-metadata-chip')).not.toBeInTheDocument();
    expect(screen.queryByText(/Conserva metadatos/)).not.toBeInTheDocument();
  });
});
