import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultUploadLimits } from '@/lib/upload-limits.ts';
import { stubEditorLayout } from '@/testing/editor-layout.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { makeNotification } from '@/testing/case-detail-fixtures.ts';
import { NotificationDialog } from './notification-dialog.tsx';
import { ResolveDialog } from './resolve-dialog.tsx';

beforeAll(stubEditorLayout);

function renderNotification(notification = makeNotification(4)) {
  const onClose = vi.fn();
  renderWithProviders(
    <NotificationDialog
      open
      iddenuncia={9}
      notification={notification}
      ididioma={1}
      documentNames={{}}
      uploadLimits={defaultUploadLimits}
      uploadDocument={vi.fn()}
      onSave={vi.fn(() => Promise.resolve())}
      onClose={onClose}
    />,
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

function renderResolve() {
  const onClose = vi.fn();
  renderWithProviders(<ResolveDialog open onConfirm={vi.fn(() => Promise.resolve())} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog') };
}

function backdropOf(dialog: HTMLElement): HTMLElement {
  const backdrop = dialog.closest('.MuiDialog-root')?.querySelector('.MuiBackdrop-root');
  if (!(backdrop instanceof HTMLElement)) {
    throw new Error('no backdrop');
  }
  return backdrop;
}

describe('Draft dialogs ask before discarding changes (issue 20 §4)', () => {
  it('closes an unchanged notification draft on Escape without a question', async () => {
    const { onClose } = renderNotification();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('¿Descartar los cambios?')).not.toBeInTheDocument();
  });

  it('asks on Escape after the description changed; "Volver" keeps the draft, "Descartar" closes', async () => {
    const { onClose, dialog } = renderNotification();
    const description = within(dialog).getByRole('textbox', { name: /Descripción/ });
    await userEvent.type(description, ' y más');
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    expect(within(question).getByText('Lo que ha escrito se perderá.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(question).getByRole('button', { name: 'Volver' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: '¿Descartar los cambios?' })).not.toBeInTheDocument();
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(description).toHaveValue(`${makeNotification(4).descripcion} y más`);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    const again = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Descartar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks on a click outside a typed resolution, and closes an empty one at once', async () => {
    const typed = renderResolve();
    await userEvent.type(within(typed.dialog).getByRole('textbox'), 'Archivada por falta de indicios.');
    await userEvent.click(backdropOf(typed.dialog));
    expect(await screen.findByRole('dialog', { name: '¿Descartar los cambios?' })).toBeInTheDocument();
    expect(typed.onClose).not.toHaveBeenCalled();
  });

  it('closes an untouched resolution on a click outside without a question', async () => {
    const { onClose, dialog } = renderResolve();
    await userEvent.click(backdropOf(dialog));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('¿Descartar los cambios?')).not.toBeInTheDocument();
  });
});
