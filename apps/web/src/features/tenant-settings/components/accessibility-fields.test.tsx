import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  accessibilityStatementDefaults,
  type AccessibilityStatement,
} from '@atalaya/contract/tenants/public-pages.schemas';
import { renderWithProviders } from '@/testing/render.tsx';
import { AccessibilityFields } from './accessibility-fields.tsx';

function Harness({ showErrors, onValue }: { showErrors: boolean; onValue: (value: AccessibilityStatement) => void }) {
  const [value, setValue] = useState<AccessibilityStatement>(accessibilityStatementDefaults);
  return (
    <AccessibilityFields
      value={value}
      showErrors={showErrors}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('AccessibilityFields', () => {
  it('edits conformance, method, dates and contact of the statement', async () => {
    let last: AccessibilityStatement = accessibilityStatementDefaults;
    renderWithProviders(<Harness showErrors={false} onValue={(value) => (last = value)} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Situación de cumplimiento' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Plenamente conforme' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Método de preparación' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Evaluación externa' }));
    fireEvent.change(screen.getByLabelText('Fecha de preparación'), { target: { value: '2026-03-02' } });
    fireEvent.change(screen.getByLabelText('Última revisión'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('Correo electrónico para asuntos de accesibilidad'), {
      target: { value: ' a11y@ejemplo.es ' },
    });
    expect(last).toEqual({
      estado: 'total',
      metodo: 'externa',
      fecha_preparacion: '2026-03-02',
      fecha_revision: '2026-10-01',
      contacto_email: 'a11y@ejemplo.es',
    });
  });

  it('once a save was tried, shows what is wrong next to the field', () => {
    renderWithProviders(<Harness showErrors onValue={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Correo electrónico para asuntos de accesibilidad'), {
      target: { value: 'no-es-correo' },
    });
    fireEvent.change(screen.getByLabelText('Fecha de preparación'), { target: { value: '2026-05-02' } });
    fireEvent.change(screen.getByLabelText('Última revisión'), { target: { value: '2026-05-01' } });
    expect(screen.getByText('Introduzca un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('La revisión no puede ser anterior a la preparación')).toBeInTheDocument();
  });
});
