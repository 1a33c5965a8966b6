/** The texts of the receipt PDF, already in the reporter's language. Nothing the reporter wrote. */
export type ReceiptPdfContent = {
  /** Document title, e.g. "Justificante de presentación". */
  title: string;
  language: string;
  rows: ReadonlyArray<{ label: string; value: string }>;
  /** The secret code, grouped for reading. */
  codeLabel: string;
  code: string;
  warning: string;
  /** Where to follow up, e.g. "Consulte su comunicación en https://…/denuncias/seguimiento". */
  followUp: string;
  /**
   * The signed proof's line (issue 17 §8, decision 054), e.g. "Código de verificación: 7K3M-… —
   * compruébelo en https://…/api/publico/verificacion/7K3M-…". Absent when the server gave none.
   */
  verification?: string;
};

/** Characters the PDF standard fonts (WinAnsi) cannot draw are replaced, so no text makes it fail. */
function drawable(text: string): string {
  return Array.from(text.normalize('NFC'))
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      const isAscii = code >= 0x20 && code <= 0x7e;
      const isLatin1 = code >= 0xa0 && code <= 0xff;
      const isWinAnsiExtra = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.includes(char);
      return isAscii || isLatin1 || isWinAnsiExtra ? char : '?';
    })
    .join('');
}

/** Splits a text into lines no wider than `maxWidth` for the given measure. */
function wrap(text: string, maxWidth: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) {
    lines.push(line);
  }
  return lines;
}

/**
 * Builds the receipt ("justificante") PDF in the browser. pdf-lib is imported here, on demand, so
 * it never weighs on the public entry. The file holds the tenant, the date and time of receipt,
 * the complaint type and the code, and the server's verification code and address when there is
 * one: nothing the reporter wrote, and no metadata about them.
 */
export async function buildReceiptPdf(content: ReceiptPdfContent): Promise<Blob> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(drawable(content.title));
  pdf.setLanguage(content.language);
  pdf.setProducer('Atalaya');
  pdf.setCreator('Atalaya');
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const mono = await pdf.embedFont(StandardFonts.CourierBold);
  const margin = 56;
  const width = page.getWidth() - margin * 2;
  const ink = rgb(0.1, 0.1, 0.12);
  const muted = rgb(0.3, 0.3, 0.35);
  let y = page.getHeight() - margin;

  function lines(text: string, font: typeof regular, size: number, color = ink, gap = 4): void {
    for (const line of wrap(drawable(text), width, (candidate) => font.widthOfTextAtSize(candidate, size))) {
      y -= size;
      page.drawText(line, { x: margin, y, size, font, color });
      y -= gap;
    }
  }

  lines(content.title, bold, 20, ink, 10);
  y -= 8;
  for (const row of content.rows) {
    lines(row.label, bold, 10, muted, 2);
    lines(row.value, regular, 13, ink, 12);
  }
  y -= 6;
  lines(content.codeLabel, bold, 10, muted, 8);
  const code = drawable(content.code);
  const codeSize = 26;
  y -= codeSize + 10;
  page.drawRectangle({
    x: margin,
    y: y - 12,
    width,
    height: codeSize + 28,
    borderColor: ink,
    borderWidth: 1.5,
  });
  page.drawText(code, {
    x: margin + (width - mono.widthOfTextAtSize(code, codeSize)) / 2,
    y,
    size: codeSize,
    font: mono,
    color: ink,
  });
  y -= 40;
  lines(content.warning, bold, 12, ink, 10);
  lines(content.followUp, regular, 11, muted, 4);
  if (content.verification) {
    y -= 10;
    lines(content.verification, regular, 10, ink, 4);
  }

  const bytes = await pdf.save();
  const buffer = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(buffer).set(bytes);
  return new Blob([buffer], { type: 'application/pdf' });
}
