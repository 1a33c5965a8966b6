import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '@atalaya/contract/complaints/notification.schemas';
import { renderWithProviders } from '@/testing/render.tsx';
import { makeNotification } from '@/testing/case-detail-fixtures.ts';
import { NotificationsTable } from './notifications-table.tsx';
import type { NotificationsTableProps } from './notifications-table.tsx';

function renderTable(notifications: Notification[], props: Partial<NotificationsTableProps> = {}) {
  const handlers = {
    onNew: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
    onView: vi.fn(),
    onViewDocument: vi.fn(),
  };
  renderWithProviders(<NotificationsTable notifications={notifications} canEdit {...handlers} {...props} />);
  return handlers;
}

function descriptions(): string[] {
  return screen.getAllByTestId('notification-row').map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

/** Ids, names and dates in three different orders, so each sort is told apart. */
const mixed = [
  makeNotification(3, { descripcion: 'Bravo', fec_alta: '2026-12-01T09:00:00.000Z' }),
  makeNotification(1, { descripcion: 'Charlie', fec_alta: '2026-12-03T09:00:00.000Z' }),
  makeNotification(2, { descripcion: 'Alfa', fec_alta: '2026-12-02T09:00:00.000Z' }),
];

describe('NotificationsTable', () => {
  it('has the columns descripcion, fec_alta and actions, sorted by IDNOTIFICACION ascending by default', () => {
    renderTable(mixed);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Descripción', 'Fecha de alta', 'Acciones']);
    expect(descriptions()).toEqual(['Charlie', 'Alfa', 'Bravo']);
    // No visible column is the sort column yet.
    for (const header of screen.getAllByRole('columnheader')) {
      expect(header).not.toHaveAttribute('aria-sort');
    }
  });

  it('sorts by a column when its header is clicked, and reverses on a second click', async () => {
    renderTable(mixed);
    await userEvent.click(screen.getByRole('button', { name: 'Descripción' }));
    expect(descriptions()).toEqual(['Alfa', 'Bravo', 'Charlie']);
    expect(screen.getByRole('columnheader', { name: /Descripción/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Descripción/ }));
    expect(descriptions()).toEqual(['Charlie', 'Bravo', 'Alfa']);
    expect(screen.getByRole('columnheader', { name: /Descripción/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Fecha de alta' }));
    expect(descriptions()).toEqual(['Bravo', 'Alfa', 'Charlie']);
  });

  it('shows 10 rows per page (the only page size offered) and pages through the rest', async () => {
    const many = Array.from({ length: 12 }, (_, index) => makeNotification(index + 1));
    renderTable([...many].reverse());
    expect(screen.getAllByTestId('notification-row')).toHaveLength(10);
    expect(descriptions()[0]).toBe('Notificación 1');
    expect(screen.getByText('1–10 de 12')).toBeInTheDocument();
    // A single page-size option: no page-size chooser to pick another.
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(descriptions()).toEqual(['Notificación 11', 'Notificación 12']);
    expect(screen.getByText('11–12 de 12')).toBeInTheDocument();
  });

  it('filters by the search box, ignoring case and accents, and says when nothing matches', async () => {
    renderTable([
      makeNotification(1, { descripcion: 'Acuse de recibo' }),
      makeNotification(2, { descripcion: 'Solicitud de información' }),
      makeNotification(3, { descripcion: 'Ampliación de plazo' }),
    ]);
    const search = screen.getByRole('searchbox', { name: 'Buscar' });
    await userEvent.type(search, 'INFORMACION');
    expect(descriptions()).toEqual(['Solicitud de información']);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(screen.queryAllByTestId('notification-row')).toHaveLength(0);
    expect(screen.getByText('Ninguna notificación coincide con la búsqueda.')).toBeInTheDocument();
  });

  it('goes back to the first page when the search changes', async () => {
    const many = Array.from({ length: 15 }, (_, index) => makeNotification(index + 1));
    renderTable(many);
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(descriptions()[0]).toBe('Notificación 11');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'Notificación 1');
    expect(descriptions()[0]).toBe('Notificación 1');
  });

  it('offers edit, delete and "Nueva notificación" to an administrator on an unresolved case', async () => {
    const handlers = renderTable([makeNotification(1, { descripcion: 'Acuse de recibo' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Editar «Acuse de recibo»' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(expect.objectContaining({ idnotificacion: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar «Acuse de recibo»' }));
    expect(handlers.onDelete).toHaveBeenCalledWith(expect.objectContaining({ idnotificacion: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Nueva notificación' }));
    expect(handlers.onNew).toHaveBeenCalledTimes(1);
  });

  it('hides edit, delete and "Nueva notificación" when the case is resolved, but still lets it be read', async () => {
    const handlers = renderTable([makeNotification(1, { descripcion: 'Acuse de recibo', iddocumento: 31 })], {
      canEdit: false,
    });
    expect(screen.queryByRole('button', { name: 'Editar «Acuse de recibo»' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar «Acuse de recibo»' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva notificación' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver «Acuse de recibo»' }));
    expect(handlers.onView).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Ver el documento de «Acuse de recibo»' }));
    expect(handlers.onViewDocument).toHaveBeenCalledWith(expect.objectContaining({ iddocumento: 31 }));
  });
});
