import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render.tsx';
import { UploadFileDialog } from './upload-file-dialog.tsx';

function renderDialog(props: { maxFileBytes?: number; progress?: number | null; error?: string | null } = {}) {
  const onAccept = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <UploadFileDialog
      open
      maxFileBytes={props.maxFileBytes ?? 1024}
      accept={['text/plain', 'application/pdf']}
      progress={props.progress ?? null}
      error={props.error ?? null}
      onAccept={onAccept}
      onClose={onClose}
    />,
  );
  return { onAccept, onClose, dialog: screen.getByRole('dialog', { name: 'Adjuntar archivo' }) };
}

describe('UploadFileDialog', () => {
  it('keeps "Aceptar" disabled until a file is chosen, then shows its name and size', async () => {
    const { onAccept, dialog } = renderDialog();
    const accept = within(dialog).getByRole('button', { name: 'Aceptar' });
    expect(accept).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Volver' })).toBeEnabled();
    expect(within(dialog).getByText('Todavía no ha elegido ningún archivo.')).toBeInTheDocument();

    const file = new File(['x'.repeat(300)], 'acta.txt', { type: 'text/plain' });
    await userEvent.upload(within(dialog).getByTestId('upload-file-input'), file);

    const selected = within(dialog).getByTestId('upload-selected-file');
    expect(selected).toHaveTextContent('acta.txt');
    expect(selected).toHaveTextContent('(300 bytes)');
    expect(accept).toBeEnabled();
    await userEvent.click(accept);
    expect(onAccept).toHaveBeenCalledWith(file);
  });

  it('is no keyboard trap: Tab from the dialog reaches "Seleccionar archivo", then "Volver"; the input is out of the tab order', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    expect(within(dialog).getByTestId('upload-file-input')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Seleccionar archivo' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Volver' })).toHaveFocus();
  });

  it('accepts a dropped file', () => {
    const { dialog } = renderDialog();
    const file = new File(['%PDF-1.4'], 'informe.pdf', { type: 'application/pdf' });
    const zone = within(dialog).getByTestId('upload-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(within(dialog).getByTestId('upload-selected-file')).toHaveTextContent('informe.pdf');
    expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeEnabled();
  });

  it('refuses a file over the size limit before any upload', async () => {
    const { onAccept, dialog } = renderDialog({ maxFileBytes: 2048 });
    await userEvent.upload(
      within(dialog).getByTestId('upload-file-input'),
      new File(['x'.repeat(3000)], 'grande.txt', { type: 'text/plain' }),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('El archivo supera el tamaño máximo permitido (2 KB).');
    expect(within(dialog).getByTestId('upload-selected-file')).toHaveTextContent('2,9 KB');
    expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeDisabled();
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('shows the upload progress and the server error, and "Volver" closes', async () => {
    const { onClose, dialog } = renderDialog({ progress: 0.42, error: 'Este tipo de archivo no está permitido.' });
    expect(within(dialog).getByRole('progressbar', { name: 'Subiendo el archivo… 42 %' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Este tipo de archivo no está permitido.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('is 520 px wide', () => {
    const { dialog } = renderDialog();
    expect(getComputedStyle(dialog).width).toBe('520px');
  });
});
