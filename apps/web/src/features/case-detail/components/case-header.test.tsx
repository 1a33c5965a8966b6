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
