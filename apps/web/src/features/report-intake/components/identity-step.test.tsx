import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render.tsx';
import { signInAsCitizen } from '@/testing/tokens.ts';
import { IdentityStep, emptyIdentity } from './identity-step.tsx';
import type { IdentityDraft } from './identity-step.tsx';

const noMeeting = emptyIdentity.reunion;

function renderStep(serverErrors?: Record<string, string>, defaultValues: IdentityDraft = emptyIdentity) {
  const onValid = vi.fn();
  renderWithProviders(
    <>
      <IdentityStep
        id="identity"
        defaultValues={defaultValues}
        serverErrors={serverErrors}
        onChange={() => undefined}
        onValid={onValid}
      />
      <button type="submit" form="identity">
        Siguiente
      </button>
    </>,
  );
  return onValid;
}

/** Issue 17 §4: the optional address only for "there is news" notices, explained, anonymous or not. */
describe('IdentityStep: avisos por correo', () => {
  it('explains what the address is for and that a personal one may identify; anonymous filings may leave one', async () => {
    const onValid = renderStep();
    expect(screen.getByRole('radio', { name: 'Prefiero no identificarme' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Avisos por correo electrónico (opcional)' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Correo para avisos' });
    expect(field).toHaveAccessibleDescription(/solo para que le avisemos de que hay novedades/);
    expect(screen.getByText(/podría identificarle.*crear una dirección nueva/)).toBeInTheDocument();

    await userEvent.type(field, '  avisos@example.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => {
      expect(onValid).toHaveBeenCalledTimes(1);
    });
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      modo: 'anonimo',
      correo_avisos: 'avisos@example.org',
      reunion: noMeeting,
    });
  });

  it('empty is fine (no notices); a bad address is refused with the contract message', async () => {
    const onValid = renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => {
      expect(onValid).toHaveBeenCalledWith(
        { modo: 'anonimo', correo_avisos: '', reunion: noMeeting },
        expect.anything(),
      );
    });

    await userEvent.type(screen.getByRole('textbox', { name: 'Correo para avisos' }), 'no-es-correo');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Introduzca un correo electrónico válido')).toBeInTheDocument();
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it("shows the server's error on the field", async () => {
    renderStep({ correo_avisos: 'Introduzca un correo electrónico válido' });
    expect(await screen.findByText('Introduzca un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Correo para avisos' })).toHaveAttribute('aria-invalid', 'true');
  });
});

/** Issue 16 §3: a citizen signed in with Cl@ve files with their verified identity, never anonymously. */
describe('IdentityStep: a citizen', () => {
  function signInCitizen() {
    signInAsCitizen();
  }

  it('has no anonymity to choose nor a contact form, and the step gives a verified identity (not anonymous)', async () => {
    signInCitizen();
    const onValid = renderStep();
    expect(screen.getByTestId('identity-verified')).toHaveTextContent('se presentará con ella');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nombre/ })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Correo para avisos' }), 'avisos@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => {
      expect(onValid).toHaveBeenCalledTimes(1);
    });
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      modo: 'verificado',
      correo_avisos: 'avisos@example.org',
      reunion: noMeeting,
    });
  });

  it('anybody else chooses again, anonymous by default, even from a draft a citizen left', async () => {
    const onValid = renderStep(undefined, { ...emptyIdentity, modo: 'verificado' });
    expect(screen.getByRole('radio', { name: 'Prefiero no identificarme' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => {
      expect(onValid).toHaveBeenCalledWith(
        { modo: 'anonimo', correo_avisos: '', reunion: noMeeting },
        expect.anything(),
      );
    });
  });
});

/** Issue 17 §2 (art 7.2): a meeting asked for with the filing, as the follow-up asks it. */
describe('IdentityStep: a meeting', () => {
  it('is not asked by default; once ticked, the mode and the availability go with the step', async () => {
    const onValid = renderStep();
    expect(screen.getByRole('heading', { name: 'Reunión con la persona gestora' })).toBeInTheDocument();
    const ask = screen.getByRole('checkbox', { name: /pedir también una reunión/ });
    expect(ask).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Videollamada' })).not.toBeInTheDocument();

    await userEvent.click(ask);
    expect(screen.getByRole('radio', { name: 'Presencial' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Videollamada' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Disponibilidad (opcional)' }), ' Tardes ');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => {
      expect(onValid).toHaveBeenCalledTimes(1);
    });
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      modo: 'anonimo',
      correo_avisos: '',
      reunion: { quiere: true, modalidad: 'videollamada', disponibilidad: 'Tardes' },
    });
  });
});
