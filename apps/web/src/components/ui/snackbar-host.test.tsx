import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/notices.ts';
import { renderWithProviders } from '@/testing/render.tsx';

describe('SnackbarHost', () => {
  it('keeps a notice raised while a dialog is open readable by assistive technology', async () => {
    renderWithProviders(
      <Dialog open aria-labelledby="t">
        <DialogTitle id="t">Edición</DialogTitle>
      </Dialog>,
    );
    await screen.findByRole('dialog');
    act(() => {
      notify({ message: 'Se ha actualizado correctamente', severity: 'success' });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Se ha actualizado correctamente');
    expect(alert.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('shows notices at the bottom, never over the header links', async () => {
    renderWithProviders(<p>página</p>);
    act(() => {
      notify({ title: 'ERROR', message: 'Algo ha ido mal y no se ha actualizado', severity: 'error' });
    });
    const alert = await screen.findByRole('alert');
    expect(alert.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginBottomCenter');
  });
});
