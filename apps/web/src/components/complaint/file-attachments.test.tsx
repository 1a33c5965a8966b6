import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import type { UploadLimits } from '@/lib/upload-limits.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { FileAttachments } from './file-attachments.tsx';
import type { AttachedFile, UploadAttachment } from './file-attachments.tsx';

const limits: UploadLimits = {
  maxFileBytes: 1000,
  maxFiles: 2,
  allowedTypes: ['text/plain'],
  keptMetadataTypes: [],
  admitsKeptMetadata: false,
};

/** The server cannot clean legacy Word nor Ogg audio (client-info `tipos_con_metadatos`). */
function keptMetadataLimits(admitsKeptMetadata: boolean): UploadLimits {
  return {
    ...limits,
    maxFileBytes: 100_000,
    allowedTypes: ['text/plain', 'application/pdf', 'application/msword', 'audio/ogg'],
    keptMetadataTypes: [
      { tipo_mime: 'application/msword', extensiones: ['doc'] },
      { tipo_mime: 'audio/ogg', extensiones: ['ogg', 'oga', 'opus'] },
    ],
    admitsKeptMetadata,
  };
}

function Harness({
  upload,
  initial = [],
  uploadLimits = limits,
}: {
  upload: UploadAttachment;
  initial?: AttachedFile[];
  uploadLimits?: UploadLimits;
}) {
  const [files, setFiles] = useState<AttachedFile[]>(initial);
  return (
    <FileAttachments
      label="Documentos adjuntos"
      files={files}
      upload={upload}
      limits={uploadLimits}
      onAdded={(file) => {
        setFiles((current) => [...current, file]);
      }}
      onRemove={(file) => {
        setFiles((current) => current.filter((known) => known.iddocumento !== file.iddocumento));
      }}
    />
  );
}

async function chooseFile(file: File) {
  await userEvent.click(screen.getByRole('button', { name: 'Adjuntar archivo' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.upload(within(dialog).getByTestId('upload-file-input'), file);
  return dialog;
}

describe('FileAttachments', () => {
  it('uploads the accepted file and lists it with its size; the file can be removed', async () => {
    const upload = vi.fn<UploadAttachment>(async (_file, onProgress) => {
      onProgress(1);
      return { iddocumento: 7, nombre: 'acta.txt', tamano: 12 };
    });
    renderWithProviders(<Harness upload={upload} />);
    const dialog = await chooseFile(new File(['contenido 12'], 'acta.txt', { type: 'text/plain' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(upload).toHaveBeenCalledTimes(1);
    const list = screen.getByTestId('attached-files');
    expect(list).toHaveTextContent('acta.txt');
    expect(list).toHaveTextContent('12 bytes');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar acta.txt' }));
    expect(screen.queryByTestId('attached-files')).not.toBeInTheDocument();
    expect(screen.getByText('No ha adjuntado ningún archivo.')).toBeInTheDocument();
  });

  it('refuses an oversize file in the browser: nothing is uploaded', async () => {
    const upload = vi.fn<UploadAttachment>();
    renderWithProviders(<Harness upload={upload} />);
    const dialog = await chooseFile(new File(['x'.repeat(1500)], 'grande.txt', { type: 'text/plain' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'El archivo supera el tamaño máximo permitido (1000 bytes).',
    );
    expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeDisabled();
    expect(upload).not.toHaveBeenCalled();
  });

  it('stops at the file count limit, saying what it is', () => {
    renderWithProviders(
      <Harness
        upload={vi.fn<UploadAttachment>()}
        initial={[
          { iddocumento: 1, nombre: 'a.txt', tamano: 1 },
          { iddocumento: 2, nombre: 'b.txt', tamano: 1 },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Adjuntar archivo' })).toBeDisabled();
    expect(screen.getByText('Ha alcanzado el máximo de 2 archivos.')).toBeInTheDocument();
    expect(screen.getByText('Puede adjuntar hasta 2 archivos de 1000 bytes como máximo cada uno.')).toBeInTheDocument();
  });

  it('warns before sending that a file of a type the server cannot clean keeps its metadata, when the tenant admits it', async () => {
    const upload = vi.fn<UploadAttachment>(async () => ({ iddocumento: 8, nombre: 'acta.doc', tamano: 2048 }));
    renderWithProviders(<Harness upload={upload} uploadLimits={keptMetadataLimits(true)} />);
    const dialog = await chooseFile(new File(['x'.repeat(2048)], 'acta.doc', { type: 'application/msword' }));

    expect(within(dialog).getByTestId('upload-file-notice')).toHaveTextContent(
      'Este archivo se guardará con sus metadatos (autor, fechas de creación y modificación, equipo…): este tipo de archivo no se puede limpiar y esos datos podrían identificarle. Si puede, conviértalo a PDF y adjunte el PDF.',
    );
    expect(upload).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => {
      expect(upload).toHaveBeenCalledTimes(1);
    });
    expect(await screen.findByTestId('attached-files')).toHaveTextContent('acta.doc');
  });

  it('says before sending that such a type is not accepted and why, when the tenant does not admit it: nothing is uploaded', async () => {
    const upload = vi.fn<UploadAttachment>();
    renderWithProviders(<Harness upload={upload} uploadLimits={keptMetadataLimits(false)} />);
    const dialog = await chooseFile(new File(['OggS'], 'grabacion.ogg', { type: 'audio/ogg' }));

    expect(within(dialog).getByTestId('upload-file-notice')).toHaveTextContent(
      'Este tipo de archivo no se admite: conservaría sus metadatos (autor, fechas…), que podrían identificarle, y no se pueden eliminar. Conviértalo a PDF y adjunte el PDF.',
    );
    expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeDisabled();
    expect(upload).not.toHaveBeenCalled();
  });

  it('says nothing about metadata for a type the server cleans', async () => {
    renderWithProviders(<Harness upload={vi.fn<UploadAttachment>()} uploadLimits={keptMetadataLimits(false)} />);
    const dialog = await chooseFile(new File(['%PDF-1.7'], 'informe.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByTestId('upload-selected-file')).toHaveTextContent('informe.pdf');
    expect(within(dialog).queryByTestId('upload-file-notice')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeEnabled();
  });

  it('shows a refused type (415) in the dialog and keeps it open', async () => {
    const upload = vi.fn<UploadAttachment>(async () => {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Tipo de archivo no permitido');
    });
    renderWithProviders(<Harness upload={upload} />);
    const dialog = await chooseFile(new File(['MZ'], 'programa.txt', { type: 'text/plain' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este tipo de archivo no está permitido.');
    expect(screen.queryByTestId('attached-files')).not.toBeInTheDocument();
  });
});
