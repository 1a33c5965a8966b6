import { PDFDocument, PDFPage } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildReceiptPdf, type ReceiptPdfContent } from './receipt-pdf.ts';

const content: ReceiptPdfContent = {
  title: 'Justificante de presentación de una comunicación',
  language: 'es-ES',
  rows: [{ label: 'Entidad', value: 'Ayuntamiento de Prueba' }],
  codeLabel: 'Su código secreto',
  code: '7K3M Q9XD 2HWT BN4R',
  warning: 'Guarde este código.',
  followUp: 'Consulte el estado de su comunicación en https://example.test/denuncias/seguimiento',
};

const verification =
  'Código de verificación: 7K3M-Q9XD-2HWT-BN4R-0PZC — compruébelo en https://example.test/api/publico/verificacion/7K3M-Q9XD-2HWT-BN4R-0PZC';

async function drawnTexts(input: ReceiptPdfContent): Promise<{ texts: string[]; bytes: Uint8Array }> {
  const drawText = vi.spyOn(PDFPage.prototype, 'drawText');
  const blob = await buildReceiptPdf(input);
  const texts = drawText.mock.calls.map(([text]) => text);
  return { texts, bytes: new Uint8Array(await blob.arrayBuffer()) };
}

describe('buildReceiptPdf: the signed proof (issue 17 §8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('prints the verification code and its address when the filing answered one', async () => {
    const { texts, bytes } = await drawnTexts({ ...content, verification });
    const joined = texts.join(' ');
    expect(joined).toContain('7K3M-Q9XD-2HWT-BN4R-0PZC');
    expect(joined).toContain('https://example.test/api/publico/verificacion/7K3M-Q9XD-2HWT-BN4R-0PZC');
    // The produced bytes are a valid one-page PDF.
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(content.title);
  });

  it('without a verification code it prints no verification line', async () => {
    const { texts } = await drawnTexts(content);
    expect(texts.join(' ')).not.toContain('verificación');
    expect(texts.join(' ')).toContain('7K3M Q9XD 2HWT BN4R');
  });
});
