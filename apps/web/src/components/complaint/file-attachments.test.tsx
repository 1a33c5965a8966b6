import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import type { UploadLimits } from '@/lib/upload-limits.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { FileAttachments } from './file-attachments.tsx';
import type { AttachedFile, UploadAttachment } from './file-attachments.tsx';

const limits: UploadLimits = { maxFileBytes: 1000, maxFiles: 2, allowedTypes: ['text/plain'] };

function Harness({ upload, initial = [] }: { upload: UploadAttachment; initial?: AttachedFile[] }) {
  const [files, setFiles] = useState<AttachedFile[]>(initial);
  return (
    <FileAttachments
      label="Documentos adjuntos"
      files={files}
      upload={upload}
      limits={limits}
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
