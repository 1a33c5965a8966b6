import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { IdentityProviderBody, IdentityProviderView } from '@atalaya/contract/auth/clave.schemas';
import { formatDate } from '@/lib/format.ts';
import { getNotices } from '@/lib/notices.ts';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { IdentityProviderScreen } from './identity-provider-screen.tsx';

const path = '/api/admin/cliente/identidad';
const dayMs = 24 * 60 * 60 * 1000;

function inDays(days: number): string {
  return new Date(Date.now() + days * dayMs).toISOString();
}

const soon = inDays(10);
const later = inDays(700);
const past = inDays(-3);

const clave: IdentityProviderView = {
  perfil: 'clave',
  idpEntityId: 'https://pasarela.clave.gob.es/Proxy2/ServiceMetadata',
  ssoUrl: 'https://pasarela.clave.gob.es/Proxy2/ServiceProvider',
  sloUrl: 'https://pasarela.clave.gob.es/Proxy2/LogoutService',
  spSloUrl: 'https://canal.example.es/api/auth/clave/logout',
  nivelLoa: 'substantial',
  spEntityId: 'https://canal.example.es/api/auth/clave/metadata',
  acsUrl: 'https://canal.example.es/api/auth/clave',
  metadataUrl: null,
  atributos: null,
  certificados: [
    { subject: 'CN=Cl@ve firma 2024\nO=SGAD', validTo: soon, sha256: 'AA:BB:CC:01' },
    { subject: 'CN=Cl@ve firma 2026\nO=SGAD', validTo: later, sha256: 'AA:BB:CC:02' },
  ],
};

const corporate: IdentityProviderView = {
  perfil: 'saml',
  idpEntityId: 'https://idp.empresa.example/saml',
  ssoUrl: 'https://idp.empresa.example/saml/sso',
  sloUrl: null,
  spSloUrl: 'https://canal.example.es/api/auth/clave/logout',
  nivelLoa: null,
  spEntityId: 'https://canal.example.es/api/auth/clave/metadata',
  acsUrl: 'https://canal.example.es/api/auth/clave',
  metadataUrl: null,
  atributos: null,
  certificados: [{ subject: 'CN=idp.empresa.example', validTo: past, sha256: 'DD:EE:FF:03' }],
};

const metadataXml = '<md:EntityDescriptor entityID="https://idp.empresa.example/saml"/>';

/** How many DELETEs the server of `serve` answered. */
let removals = 0;

/** A server that keeps the tenant's IdP, answers the PUT with `answer` (as the real one) and records the bodies. */
function serve(initial: IdentityProviderView | null, answer: IdentityProviderView = corporate) {
  let state = initial;
  removals = 0;
  const puts: IdentityProviderBody[] = [];
  server.use(
    http.get(path, () => HttpResponse.json({ success: true, data: state })),
    http.put(path, async ({ request }) => {
      puts.push((await request.json()) as IdentityProviderBody);
      state = answer;
      return HttpResponse.json({ success: true, data: state });
    }),
    http.delete(path, () => {
      removals += 1;
      state = null;
      return HttpResponse.json({ success: true, data: null });
    }),
  );
  return puts;
}

async function renderScreen() {
  renderWithProviders(<IdentityProviderScreen />);
  return screen.findByTestId('identity-provider-current');
}

async function openDialog(current: HTMLElement, name: string) {
  await userEvent.click(within(current).getByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Configurar el proveedor de identidad' });
}

async function chooseProfile(dialog: HTMLElement, name: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /^Perfil/ }));
  await userEvent.click(screen.getByRole('option', { name }));
}

describe('IdentityProviderScreen', () => {
  it('shows the configured Cl@ve IdP with each pinned certificate, its expiry and a warning within 30 days', async () => {
    serve(clave);
    const current = await renderScreen();
    expect(within(current).getByText('Cl@ve')).toBeInTheDocument();
    expect(within(current).getByText('Sustancial')).toBeInTheDocument();
    expect(within(current).getByText(clave.idpEntityId)).toBeInTheDocument();
    expect(within(current).getByText(clave.ssoUrl)).toBeInTheDocument();
    expect(within(current).getByText(clave.sloUrl ?? '')).toBeInTheDocument();
    const certificates = within(
      within(current).getByRole('list', { name: 'Certificados de firma fijados' }),
    ).getAllByRole('listitem');
    expect(certificates).toHaveLength(2);
    const [expiring, valid] = certificates as [HTMLElement, HTMLElement];
    expect(expiring).toHaveTextContent('CN=Cl@ve firma 2024');
    expect(expiring).toHaveTextContent(`Válido hasta${formatDate(soon, 'es')}`);
    expect(expiring).toHaveTextContent('Huella SHA-256AA:BB:CC:01');
    expect(within(expiring).getByTestId('certificate-expiring')).toHaveTextContent(
      `Este certificado caduca dentro de 10 días (${formatDate(soon, 'es')})`,
    );
    expect(valid).toHaveTextContent('AA:BB:CC:02');
    expect(within(valid).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(current).getByRole('button', { name: 'Sustituir' })).toBeInTheDocument();

    // The SP metadata address to register with Cl@ve, copied with one button.
    const sp = screen.getByTestId('identity-provider-sp');
    expect(within(sp).getByTestId('sp-metadata-url')).toHaveTextContent(clave.spEntityId);
    expect(sp).toHaveTextContent(clave.acsUrl);
    expect(sp).toHaveTextContent(clave.spSloUrl);
    const user = userEvent.setup();
    await user.click(within(sp).getByRole('button', { name: 'Copiar dirección' }));
    await waitFor(() => {
      expect(getNotices()).toEqual([
        expect.objectContaining({ message: 'Dirección de la metadata copiada', severity: 'success' }),
      ]);
    });
    expect(await navigator.clipboard.readText()).toBe(clave.spEntityId);
    // What Cl@ve is and what to do.
    expect(screen.getByTestId('identity-provider-help')).toHaveTextContent(
      'Cl@ve es el sistema de identificación de las Administraciones Públicas españolas',
    );
  });

  it('flags an expired certificate and shows no LoA for an organisation’s SAML IdP', async () => {
    serve(corporate);
    const current = await renderScreen();
    expect(within(current).getByText('SAML de la organización')).toBeInTheDocument();
    expect(within(current).queryByText('Nivel de seguridad (LoA)')).not.toBeInTheDocument();
    expect(current).toHaveTextContent(
      'Sin cierre de sesión único: «Cerrar sesión» termina la sesión en este canal, no en el proveedor',
    );
    expect(within(current).getByTestId('certificate-expired')).toHaveTextContent(
      `Este certificado caducó el ${formatDate(past, 'es')}`,
    );
  });

  it('says when none is configured and still shows where this channel’s metadata will be', async () => {
    serve(null);
    const current = await renderScreen();
    expect(within(current).getByTestId('identity-provider-none')).toHaveTextContent(
      'No hay ningún proveedor de identidad configurado',
    );
    expect(within(current).queryByRole('list')).not.toBeInTheDocument();
    expect(within(current).getByRole('button', { name: 'Configurar' })).toBeInTheDocument();
    const sp = screen.getByTestId('identity-provider-sp');
    expect(within(sp).getByTestId('sp-metadata-url')).toHaveTextContent(
      `${globalThis.location.origin}/api/auth/clave/metadata`,
    );
    expect(sp).toHaveTextContent('Esta dirección responderá en cuanto configure el proveedor de identidad.');
  });

  it('sets an organisation’s IdP: the LoA only for Cl@ve, the PUT body, then the pinned certificate shown', async () => {
    const puts = serve(null);
    const current = await renderScreen();
    const dialog = await openDialog(current, 'Configurar');
    expect(within(dialog).getByRole('combobox', { name: /^Perfil/ })).toHaveTextContent('Cl@ve');
    expect(within(dialog).getByRole('combobox', { name: /^Nivel de seguridad/ })).toHaveTextContent('Sustancial');

    await chooseProfile(dialog, 'SAML de la organización');
    expect(within(dialog).queryByRole('combobox', { name: /^Nivel de seguridad/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Metadata del proveedor/ }));
    await userEvent.paste(metadataXml);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(puts).toEqual([{ perfil: 'saml', metadataXml }]);
    expect(getNotices()).toEqual([
      expect.objectContaining({ message: 'Proveedor de identidad guardado', severity: 'success' }),
    ]);
    expect(await within(current).findByText(corporate.idpEntityId)).toBeInTheDocument();
    expect(within(current).getByText('DD:EE:FF:03')).toBeInTheDocument();
  });

  it('reads an organisation’s metadata from its address: only the address is sent, and shown once saved', async () => {
    const address = 'https://idp.empresa.example/saml/metadata';
    const puts = serve(null, { ...corporate, metadataUrl: address });
    const current = await renderScreen();
    const dialog = await openDialog(current, 'Configurar');
    await chooseProfile(dialog, 'SAML de la organización');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Desde su dirección (URL)' }));
    expect(within(dialog).queryByRole('textbox', { name: /^Metadata del proveedor/ })).not.toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: /^Dirección de la metadata/ });
    await userEvent.type(field, 'idp.empresa.example/saml/metadata');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Indique una dirección https:// completa')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, address);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(puts).toEqual([{ perfil: 'saml', metadataUrl: address }]);
    expect(await within(current).findByText(address)).toBeInTheDocument();
    expect(within(current).getByText('Metadata leída de')).toBeInTheDocument();
  });

  it('shows under the address why the server could not read it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(null);
    const refusal =
      'Esa dirección no es pública: la metadata debe estar en una dirección https:// accesible desde Internet';
    server.use(
      http.put(path, () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_FAILED',
            message: refusal,
            errors: [{ path: 'metadataUrl', message: refusal }],
          },
          { status: 400 },
        ),
      ),
    );
    const current = await renderScreen();
    const dialog = await openDialog(current, 'Configurar');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Desde su dirección (URL)' }));
    const field = within(dialog).getByRole('textbox', { name: /^Dirección de la metadata/ });
    await userEvent.type(field, 'https://10.0.0.5/metadata');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByTestId('identity-provider-refusal')).toHaveTextContent(refusal);
    expect(field).toHaveAccessibleDescription(refusal);
    expect(field).toHaveValue('https://10.0.0.5/metadata');
  });

  it('sends the attribute names typed for an organisation’s IdP, and none for Cl@ve', async () => {
    const puts = serve(null, { ...corporate, atributos: { identificador: 'employeeNumber' } });
    const current = await renderScreen();
    const dialog = await openDialog(current, 'Configurar');
    expect(within(dialog).queryByRole('textbox', { name: 'Atributo del identificador' })).not.toBeInTheDocument();
    await chooseProfile(dialog, 'SAML de la organización');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Atributo del identificador' }), 'employeeNumber');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Metadata del proveedor/ }));
    await userEvent.paste(metadataXml);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(puts).toEqual([{ perfil: 'saml', metadataXml, atributos: { identificador: 'employeeNumber' } }]);
    });
    expect(await within(current).findByText('employeeNumber')).toBeInTheDocument();
    expect(within(current).getByText('Atributo del identificador')).toBeInTheDocument();
  });

  it('sends Cl@ve with the LoA chosen', async () => {
    const puts = serve(corporate, clave);
    const current = await renderScreen();
    const dialog = await openDialog(current, 'Sustituir');
    // The current profile is the starting one.
    expect(within(dialog).getByRole('combobox', { name: /^Perfil/ })).toHaveTextContent('SAML de la organización');
    await chooseProfile(dialog, 'Cl@ve');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Nivel de seguridad/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Alto' }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Metadata del proveedor/ }));
    await userEvent.paste(metadataXml);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(puts).toEqual([{ perfil: 'clave', metadataXml, nivelLoa: 'high' }]);
    });
    expect(await within(current).findByText(clave.idpEntityId)).toBeInTheDocument();
  });

  it('asks for the metadata before sending anything', async () => {
    const puts = serve(null);
    const current = await renderScreen();
    const dialog = await openDialog(current, 'Configurar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Pegue la metadata del proveedor de identidad')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Metadata del proveedor/ })).toHaveFocus();
    expect(puts).toEqual([]);
  });

  it('shows the server’s refusal of the metadata and keeps the dialog open with what was pasted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(null);
    server.use(
      http.put(path, () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'La metadata no es válida',
            errors: [{ path: 'body.metadataXml', message: 'No contiene ningún certificado de firma' }],
          },
          { status: 400 },
        ),
      ),
    );
    const current = await renderScreen();
    const dialog = await openDialog(current, 'Configurar');
    const textarea = within(dialog).getByRole('textbox', { name: /^Metadata del proveedor/ });
    await userEvent.click(textarea);
    await userEvent.paste(metadataXml);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await within(dialog).findByTestId('identity-provider-refusal')).toHaveTextContent(
      'La metadata no es válida',
    );
    expect(within(dialog).getByText('No contiene ningún certificado de firma')).toBeInTheDocument();
    expect(textarea).toHaveValue(metadataXml);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(current).getByTestId('identity-provider-none')).toBeInTheDocument();
  });

  it('reads the metadata from a chosen .xml file into the textarea', async () => {
    const puts = serve(null);
    const current = await renderScreen();
    const dialog = await openDialog(current, 'Configurar');
    const file = new File([metadataXml], 'clave-metadata.xml', { type: 'text/xml' });
    await userEvent.upload(within(dialog).getByTestId('identity-provider-file'), file);
    const textarea = within(dialog).getByRole('textbox', { name: /^Metadata del proveedor/ });
    await waitFor(() => {
      expect(textarea).toHaveValue(metadataXml);
    });
    expect(within(dialog).getByText('Leído: clave-metadata.xml')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(puts).toEqual([{ perfil: 'clave', metadataXml, nivelLoa: 'substantial' }]);
    });
  });

  it('removes the IdP only after the confirmation, then says none is configured', async () => {
    serve(clave);
    const current = await renderScreen();
    await userEvent.click(within(current).getByRole('button', { name: 'Quitar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Quitar el proveedor de identidad' });
    expect(confirm).toHaveTextContent('habrá que registrarlo de nuevo');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Volver' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(removals).toBe(0);

    await userEvent.click(within(current).getByRole('button', { name: 'Quitar' }));
    const again = await screen.findByRole('dialog', { name: 'Quitar el proveedor de identidad' });
    await userEvent.click(within(again).getByRole('button', { name: 'Quitar' }));
    expect(await within(current).findByTestId('identity-provider-none')).toBeInTheDocument();
    expect(removals).toBe(1);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(within(current).queryByRole('button', { name: 'Quitar' })).not.toBeInTheDocument();
    expect(within(current).getByRole('button', { name: 'Configurar' })).toBeInTheDocument();
    await waitFor(() => {
      expect(getNotices()).toEqual([
        expect.objectContaining({ message: 'Proveedor de identidad quitado', severity: 'success' }),
      ]);
    });
  });
});
