import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@atalaya/contract/http/headers';
import { clearNotices, getNotices } from '@/lib/notices.ts';
import { readStorage, writeStorage } from '@/lib/storage.ts';
import { server } from '@/testing/msw-server.ts';
import { identityLoaderPath, postIdentityForm, rememberTramite, startIdentityLogin } from './identity-login.ts';

const objeto = {
  action: 'https://idp.example.test/sso',
  samlRequest: 'PHNhbWxwOkF1dGhuUmVxdWVzdD4=',
  relayState: '_abc',
};

function fieldsOf(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, String(v)]));
}

describe('the identity login (spec §4, §6, §7)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearNotices();
    document.body.innerHTML = '';
  });

  it('keeps tramite before the login when the page has one, and clears it otherwise', () => {
    rememberTramite('?tramite=T-42&x=1');
    expect(readStorage(storageKeys.tramite)).toBe('T-42');
    rememberTramite('?x=1');
    expect(readStorage(storageKeys.tramite)).toBeNull();
  });

  it('posts the hidden form to the provider with country ES, SAMLRequest and RelayState', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const form = postIdentityForm(objeto);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(form.method).toBe('post');
    expect(form.action).toBe(objeto.action);
    expect(fieldsOf(form)).toEqual({ country: 'ES', SAMLRequest: objeto.samlRequest, RelayState: '_abc' });
  });

  it('asks for the request with both return addresses on this origin’s loader, then leaves for the provider', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/auth/clave/request', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: '', objeto });
      }),
    );
    writeStorage(storageKeys.tramite, 'viejo');
    expect(await startIdentityLogin(window.location)).toBe(true);
    const back = `${window.location.origin}${identityLoaderPath}`;
    expect(bodies).toEqual([{ urlsuccess: back, urlerror: back }]);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(readStorage(storageKeys.tramite)).toBeNull();
  });

  it('shows the refusal’s message and posts nothing (spec §5)', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    server.use(
      http.post('/api/auth/clave/request', () =>
        HttpResponse.json(
          { success: false, code: 'NOT_FOUND', message: 'Este canal no tiene configurado un proveedor de identidad' },
          { status: 404 },
        ),
      ),
    );
    expect(await startIdentityLogin(window.location)).toBe(false);
    expect(submit).not.toHaveBeenCalled();
    expect(getNotices().map((n) => n.message)).toEqual(['Este canal no tiene configurado un proveedor de identidad']);
  });
});
