import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caseDetailFixture, statusesFixture } from '@/testing/case-detail-fixtures.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { CaseHeader } from './case-header.tsx';

function renderHeader(avisos_correo: boolean) {
  return renderWithProviders(
    <CaseHeader
      detail={{ ...caseDetailFixture, avisos_correo }}
      statuses={statusesFixture}
      onChangeStatus={() => Promise.resolve()}
      onResolve={() => Promise.resolve()}
      onExtend={() => Promise.resolve()}
    />,
  );
}

/** Issue 17 §4: the handler sees only whether the reporter asked for mail notices, never the address. */
describe('CaseHeader: avisos por correo', () => {
  it('says "Avisos por correo: sí" when the reporter left an address', () => {
    renderHeader(true);
    const fact = screen.getByTestId('case-avisos-correo');
    expect(within(fact).getByText('Avisos por correo')).toBeInTheDocument();
    expect(within(fact).getByText('sí')).toBeInTheDocument();
  });

  it('says "no" otherwise', () => {
    renderHeader(false);
    expect(within(screen.getByTestId('case-avisos-correo')).getByText('no')).toBeInTheDocument();
  });
});

/** Issue 16 §3: a case filed by a citizen signed in with Cl@ve or the organisation's IdP. */
describe('CaseHeader: identidad verificada', () => {
  function renderWith(identidad_verificada: (typeof caseDetailFixture)['identidad_verificada']) {
    return renderWithProviders(
      <CaseHeader
        detail={{ ...caseDetailFixture, identidad_verificada }}
        statuses={statusesFixture}
        onChangeStatus={() => Promise.resolve()}
        onResolve={() => Promise.resolve()}
        onExtend={() => Promise.resolve()}
      />,
    );
  }

  it('names the citizen and Cl@ve, or the organisation’s identity provider', () => {
    const { unmount } = renderWith({ proveedor: 'clave', nombre: 'Ana Pérez Gil' });
    expect(screen.getByTestId('case-identidad-verificada')).toHaveTextContent(
      'Identidad verificada con Cl@ve: Ana Pérez Gil',
    );
    unmount();
    renderWith({ proveedor: 'saml', nombre: 'Bruno Sanz' });
    expect(screen.getByTestId('case-identidad-verificada')).toHaveTextContent(
      'Identidad verificada con el proveedor de identidad de la organización: Bruno Sanz',
    );
  });

  it('shows nothing for a reporter without a verified identity', () => {
    renderWith(null);
    expect(screen.queryByTestId('case-identidad-verificada')).toBeNull();
  });
});
