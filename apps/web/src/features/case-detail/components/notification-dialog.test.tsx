import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComplaintDoc } from '@atalaya/contract/complaints/document.schemas';
import type { Notification } from '@atalaya/contract/complaints/notification.schemas';
import { defaultUploadLimits } from '@/lib/upload-limits.ts';
import { stubEditorLayout } from '@/testing/editor-layout.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { makeNotification } from '@/testing/case-detail-fixtures.ts';
import { NotificationDialog } from './notification-dialog.tsx';
import type { UploadCaseDocument } from './notification-dialog.tsx';

beforeAll(stubEditorLayout);

type Options = {
  notification?: Notification | null;
  onSave?: (input: unknown) => Promise<unknown>;
  uploadDocument?: UploadCaseDocument;
};

function renderDialog(options: Options = {}) {
  const onSave = vi.fn(options.onSave ?? (() => Promise.resolve()));
  const onClose = vi.fn();
  renderWithProviders(
    <NotificationDialog
      open
      iddenuncia={9}
      notification={options.notification ?? null}
      ididioma={5}
      documentNames={{ 31: 'requerimiento.pdf' }}
      uploadLimits={defaultUploadLimits}
      uploadDocument={options.uploadDocument ?? vi.fn()}
      onSave={onSave}
      onClose={onClose}
    />,
  );
  const dialog = screen.getByRole('dialog');
  return {
    onSave,
    onClose,
    dialog,
    confirm: within(dialog).getByRole('button', { name: 'Guardar' }),
    description: within(dialog).getByRole('textbox', { name: /Descripción/ }),
    content: within(dialog).getByRole('textbox', { name: /Contenido/ }),
  };
}

async function pasteInto(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

describe('NotificationDialog', () => {
  it('is "Alta" for a new notification, 800 px wide, with Confirm disabled until both fields are valid', async () => {
    const { dialog, confirm, description, content, onSave } = renderDialog();
    expect(within(dialog).getByRole('heading', { name: 'Alta' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Alta');
    expect(getComputedStyle(dialog).width).toBe('800px');
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByText('0 / 200')).toBeInTheDocument();
    expect(within(dialog).getByTestId('rich-text-counter')).toHaveTextContent('0 / 15000');

    await pasteInto(description, 'Solicitud de información');
    expect(within(dialog).getByText('24 / 200')).toBeInTheDocument();
    expect(confirm).toBeDisabled();

    await pasteInto(content, 'Necesitamos más datos.');
    await waitFor(() => {
      expect(within(dialog).getByTestId('rich-text-counter')).toHaveTextContent('22 / 15000');
    });
    await waitFor(() => {
      expect(confirm).toBeEnabled();
    });

    await userEvent.click(confirm);
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledWith({
        iddenuncia: 9,
        descripcion: 'Solicitud de información',
        contenido: '<p>Necesitamos más datos.</p>',
        ididioma: 5,
        iddocumento: null,
      });
    });
  });

  it('refuses a description over 200 characters and accepts exactly 200', async () => {
    const { dialog, confirm, description } = renderDialog({
      notification: makeNotification(4, { descripcion: '', contenido: '<p>Hola</p>' }),
    });
    await pasteInto(description, 'x'.repeat(201));
    expect(await within(dialog).findByText('Máximo 200 caracteres')).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toBeDisabled();

    await userEvent.type(description, '{Backspace}');
    await waitFor(() => {
      expect(confirm).toBeEnabled();
    });
    expect(within(dialog).getByText('200 / 200')).toBeInTheDocument();
  });

  it('says the description is required once emptied', async () => {
    const { dialog, confirm, description } = renderDialog({
      notification: makeNotification(4, { descripcion: 'Algo', contenido: '<p>Hola</p>' }),
    });
    await waitFor(() => {
      expect(confirm).toBeEnabled();
    });
    await userEvent.clear(description);
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
  });

  it('counts the typed text of the content (not its HTML) and refuses more than 15000 characters', async () => {
    const over = `<p>${'a'.repeat(15001)}</p>`;
    const { dialog, confirm } = renderDialog({ notification: makeNotification(4, { contenido: over }) });
    const counter = within(dialog).getByTestId('rich-text-counter');
    expect(counter).toHaveTextContent('15001 / 15000');
    expect(counter.className).toContain('Mui-error');
    expect(within(dialog).getByText('Máximo 15000 caracteres')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
  });

  it('accepts content of exactly 15000 typed characters (15007 of HTML)', async () => {
    const exact = `<p>${'a'.repeat(15000)}</p>`;
    const { dialog, confirm } = renderDialog({ notification: makeNotification(4, { contenido: exact }) });
    expect(within(dialog).getByTestId('rich-text-counter')).toHaveTextContent('15000 / 15000');
    await waitFor(() => {
      expect(confirm).toBeEnabled();
    });
  });

  it('is "Edición" for an existing notification and sends its key, language and document', async () => {
    const notification = makeNotification(4, {
      descripcion: 'Requerimiento',
      contenido: '<p>Texto</p>',
      ididioma: 2,
      iddocumento: 31,
    });
    const { dialog, confirm, description, onSave, onClose } = renderDialog({ notification });
    expect(dialog).toHaveAccessibleName('Edición');
    expect(description).toHaveValue('Requerimiento');
    expect(within(dialog).getByTestId('notification-document')).toHaveTextContent('requerimiento.pdf');
    await userEvent.type(description, ' previo');
    await waitFor(() => {
      expect(confirm).toBeEnabled();
    });
    await userEvent.click(confirm);
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledWith({
        idnotificacion: 4,
        iddenuncia: 9,
        descripcion: 'Requerimiento previo',
        contenido: '<p>Texto</p>',
        ididioma: 2,
        iddocumento: 31,
      });
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open with what was typed when saving fails', async () => {
    const { confirm, onClose } = renderDialog({
      notification: makeNotification(4),
      onSave: () => Promise.reject(new Error('501')),
    });
    await waitFor(() => {
      expect(confirm).toBeEnabled();
    });
    await userEvent.click(confirm);
    await waitFor(() => {
      expect(confirm).toBeEnabled();
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('attaches a document uploaded through the upload-file dialog, and can remove it', async () => {
    const linked: ComplaintDoc = {
      iddenunciadoc: 7,
      iddenuncia: 9,
      iddocumento: 44,
      descripcion: 'acta.pdf',
      nombre: 'acta.pdf',
      tipo_mime: 'application/pdf',
      tamano: 5,
      origen: 'gestor',
      fec_alta: '2026-12-01T10:00:00.000Z',
      conserva_metadatos: false,
    };
    const uploadDocument = vi.fn<UploadCaseDocument>(() => Promise.resolve(linked));
    const { dialog, confirm, onSave } = renderDialog({
      notification: makeNotification(4, { descripcion: 'Con acta' }),
      uploadDocument,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjuntar documento' }));
    const upload = screen.getByRole('dialog', { name: 'Adjuntar archivo' });
    const file = new File(['%PDF-'], 'acta.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(upload).getByTestId('upload-file-input'), file);
    await userEvent.click(within(upload).getByRole('button', { name: 'Aceptar' }));
    expect(await within(dialog).findByTestId('notification-document')).toHaveTextContent('acta.pdf');
    expect(uploadDocument).toHaveBeenCalledWith(file, expect.any(Function), expect.any(AbortSignal));

    await userEvent.click(confirm);
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ iddocumento: 44 }));
    });

    // The upload dialog's exit transition keeps the notification dialog hidden for a moment.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Quitar documento' }));
    expect(within(dialog).queryByTestId('notification-document')).not.toBeInTheDocument();
    await userEvent.click(confirm);
    await waitFor(() => {
      expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ iddocumento: null }));
    });
  });
});
