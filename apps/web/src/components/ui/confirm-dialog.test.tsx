import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { closeAllDialogs } from '@/lib/app-events.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

function Harness({ confirmLabel, onConfirm }: { confirmLabel?: string; onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      message="¿Está seguro que desea eliminar este elemento?"
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
      onClose={() => {
        setOpen(false);
      }}
    />
  );
}

describe('ConfirmDialog', () => {
  it('shows the caller text with "Volver" and a default "Eliminar" button in the error colour', () => {
    renderWithProviders(<Harness onConfirm={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('¿Está seguro que desea eliminar este elemento?');
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Eliminar' });
    expect(confirm.className).toContain('MuiButton-colorError');
  });

  it('is 380 px wide', () => {
    renderWithProviders(<Harness onConfirm={vi.fn()} />);
    const paper = screen.getByRole('dialog');
    expect(getComputedStyle(paper).width).toBe('380px');
  });

  it('uses the label supplied by the caller and calls onConfirm', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<Harness confirmLabel="Aceptar" onConfirm={onConfirm} />);
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes with "Volver" and when the session ends', async () => {
    renderWithProviders(<Harness onConfirm={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    renderWithProviders(<Harness onConfirm={vi.fn()} />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    closeAllDialogs();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
