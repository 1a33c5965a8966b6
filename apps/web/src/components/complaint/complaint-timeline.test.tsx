import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render.tsx';
import { ComplaintTimeline } from './complaint-timeline.tsx';
import type { TimelineNotification } from './complaint-timeline.tsx';

const notifications: TimelineNotification[] = [
  { idnotificacion: 1, descripcion: 'Acuse de recibo', fec_alta: '2026-11-20T10:00:00.000Z', iddocumento: null },
  { idnotificacion: 2, descripcion: 'Solicitud de información', fec_alta: '2026-11-22T09:30:00.000Z', iddocumento: 31 },
];

describe('ComplaintTimeline', () => {
  it('shows INICIO, one entry per notification (with a document button when it has one) and EN TRAMITE', async () => {
    const onViewDocument = vi.fn();
    renderWithProviders(
      <ComplaintTimeline
        fecAlta="2026-11-20T10:00:00.000Z"
        notifications={notifications}
        isResolved={false}
        fecResolucion={null}
        resolucion={null}
        onViewDocument={onViewDocument}
      />,
    );
    const items = within(screen.getByTestId('complaint-timeline')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-testid'))).toEqual([
      'timeline-start',
      'timeline-notification',
      'timeline-notification',
      'timeline-in-progress',
    ]);
    expect(items[0]).toHaveTextContent('INICIO');
    expect(items[0]).toHaveTextContent('20 de noviembre de 2026');
    expect(items[1]).toHaveTextContent('Acuse de recibo');
    expect(within(items[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(items[3]).toHaveTextContent('EN TRAMITE');
    expect(screen.queryByText('RESOLUCIÓN')).not.toBeInTheDocument();

    await userEvent.click(
      within(items[2] as HTMLElement).getByRole('button', { name: 'Ver el documento de «Solicitud de información»' }),
    );
    expect(onViewDocument).toHaveBeenCalledWith(expect.objectContaining({ idnotificacion: 2, iddocumento: 31 }));
  });

  it('shows RESOLUCIÓN with its date and text once resolved, and no EN TRAMITE', () => {
    renderWithProviders(
      <ComplaintTimeline
        fecAlta="2026-11-20T10:00:00.000Z"
        notifications={notifications.slice(0, 1)}
        isResolved
        fecResolucion="2027-01-15T12:00:00.000Z"
        resolucion="Se ha sancionado al responsable."
      />,
    );
    const resolution = screen.getByTestId('timeline-resolution');
    expect(resolution).toHaveTextContent('RESOLUCIÓN');
    expect(resolution).toHaveTextContent('15 de enero de 2027');
    expect(screen.getByTestId('timeline-resolution-text')).toHaveTextContent('Se ha sancionado al responsable.');
    expect(screen.queryByText('EN TRAMITE')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('timeline-notification')).toHaveLength(1);
  });
});
