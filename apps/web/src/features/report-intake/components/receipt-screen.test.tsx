import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fraudType } from '@/testing/report-fixtures.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { signInAsCitizen } from '@/testing/tokens.ts';
import { buildReceiptPdf } from '../utils/receipt-pdf.ts';
import { ReceiptScreen } from './receipt-screen.tsx';
import type { FiledReport } from './report-wizard.tsx';

vi.mock('@/lib/save-file.ts', () => ({ saveFile: vi.fn() }));
vi.mock('../utils/receipt-pdf.ts', () => ({ buildReceiptPdf: vi.fn(() => Promise.resolve(new Blob(['%PDF']))) }));

const type = fraudType;
const filed: FiledReport = {
  receipt: '7K3M-Q9XD-2HWT-BN4R',
  fecAlta: '2026-11-22T10:30:00.000Z',
  type,
  verificacion: { codigo: 'V-1234-5678', url: 'https://canal.example.org/verificar' },
};

const onlyWay = /única forma de consultar su comunicación/;

function renderReceipt() {
  return renderRoutes(
    [
      {
        path: '/denuncias/nueva',
        element: <ReceiptScreen filed={filed} tenantName="Ayuntamiento" followUpHref="/denuncias/seguimiento" />,
      },
      { path: '/denuncias/seguimiento', element: <p>Seguimiento</p> },
      { path: '/ciudadano', element: <p>Panel del ciudadano</p> },
      { path: '/', element: <p>Inicio</p> },
    ],
    ['/denuncias/nueva'],
  );
}

async function downloadedWarning(): Promise<string | undefined> {
  await userEvent.click(screen.getByRole('button', { name: 'Descargar justificante' }));
  await waitFor(() => {
    expect(vi.mocked(buildReceiptPdf)).toHaveBeenCalledTimes(1);
  });
  return vi.mocked(buildReceiptPdf).mock.calls[0]?.[0].warning;
}

describe('ReceiptScreen', () => {
  afterEach(() => {
    vi.mocked(buildReceiptPdf).mockClear();
  });

  it('an anonymous reporter: the code is the only way back, and leaving without keeping it asks first', async () => {
    const { router } = renderReceipt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Comunicación enviada' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-code')).toHaveTextContent('7K3MQ9XD2HWTBN4R');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Guarde este código: es la única forma de consultar su comunicación. No podemos recuperarlo.',
    );
    expect(screen.getByRole('link', { name: 'Consultar mi comunicación ahora' })).toHaveAttribute(
      'href',
      '/denuncias/seguimiento',
    );
    expect(screen.queryByRole('link', { name: 'Ir a Mis comunicaciones' })).not.toBeInTheDocument();

    await router.navigate('/');
    const dialog = await screen.findByRole('dialog', { name: '¿Ha guardado su código?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(router.state.location.pathname).toBe('/denuncias/nueva');

    expect(await downloadedWarning()).toMatch(onlyWay);
  });

  it('a citizen (issue 16 §3): follows it from "Mis comunicaciones", still sees the code and proof, leaves without being asked', async () => {
    signInAsCitizen();
    const { router } = renderReceipt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Comunicación enviada' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-code')).toHaveTextContent('7K3MQ9XD2HWTBN4R');
    expect(screen.getByTestId('receipt-verification')).toHaveTextContent('V-1234-5678');
    expect(screen.getByTestId('receipt-citizen')).toHaveTextContent(
      'Puede consultar esta comunicación cuando quiera en «Mis comunicaciones» de su panel',
    );
    expect(screen.queryByText(onlyWay)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Consultar mi comunicación ahora' })).not.toBeInTheDocument();

    const warning = await downloadedWarning();
    expect(warning).toMatch(/«Mis comunicaciones»/);
    expect(warning).not.toMatch(onlyWay);

    const panel = screen.getByRole('link', { name: 'Ir a Mis comunicaciones' });
    expect(panel).toHaveAttribute('href', '/ciudadano');
    await userEvent.click(panel);
    expect(await screen.findByText('Panel del ciudadano')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ciudadano');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
