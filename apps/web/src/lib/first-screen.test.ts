import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstScreenElementId, firstScreenRequestKey } from '@atalaya/contract/landing/first-screen';
import { makeToken, makeTokenPair } from '@/testing/tokens.ts';
import { server } from '@/testing/msw-server.ts';
import { apiRequest } from './api-client.ts';
import { adoptFirstScreenSession, resetFirstScreen, takeFirstScreenAnswer } from './first-screen.ts';
import { getAccessToken, setTokens } from './tokens.ts';

const infoSchema = z.object({ nombre: z.string() });
const infoKey = firstScreenRequestKey('GET', '/api/publico/cliente/info');

/** Writes the element the server puts in the HTML, as the server writes it. */
function carry(value: unknown): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = firstScreenElementId;
  element.textContent = JSON.stringify(value);
  document.head.append(element);
}

function screenWith(answers: Record<string, unknown>, session = makeTokenPair()) {
  return { v: 1, language: 'es', session, answers };
}

let networkCalls = 0;

beforeEach(() => {
  resetFirstScreen();
  networkCalls = 0;
  server.use(
    http.get('/api/publico/cliente/info', () => {
      networkCalls += 1;
      return HttpResponse.json({ nombre: 'De la red' });
    }),
  );
});

afterEach(() => {
  document.getElementById(firstScreenElementId)?.remove();
  resetFirstScreen();
});

describe('the first screen carried by the HTML', () => {
  it('adopts its public session when none is stored, and its answer serves the first request only', async () => {
    const screen = screenWith({ [infoKey]: { nombre: 'Del HTML' } });
    carry(screen);

    expect(adoptFirstScreenSession()).toBe(true);
    expect(getAccessToken()).toBe(screen.session.accesstoken.token);
    await expect(apiRequest('/api/publico/cliente/info', { schema: infoSchema })).resolves.toEqual({
      nombre: 'Del HTML',
    });
    expect(networkCalls).toBe(0);
    await expect(apiRequest('/api/publico/cliente/info', { schema: infoSchema })).resolves.toEqual({
      nombre: 'De la red',
    });
    expect(networkCalls).toBe(1);
  });

  it('never replaces a session already stored (an administrator stays one)', async () => {
    const admin = makeToken({ tipoacceso: 'Privado' });
    setTokens(admin, makeToken({ tipoacceso: 'Privado', typ: 'refresh', expiresIn: 3600 }));
    carry(screenWith({ [infoKey]: { nombre: 'Del HTML' } }));

    expect(adoptFirstScreenSession()).toBe(false);
    expect(getAccessToken()).toBe(admin);
    // Its answers were made for the public session: another session's request goes to the network.
    await expect(apiRequest('/api/publico/cliente/info', { schema: infoSchema })).resolves.toEqual({
      nombre: 'De la red',
    });
    expect(networkCalls).toBe(1);
  });

  it('ignores an expired session, another language, a malformed element, and an answer of the wrong shape', async () => {
    carry(screenWith({}, makeTokenPair({ expiresIn: -10 })));
    expect(adoptFirstScreenSession()).toBe(false);
    document.getElementById(firstScreenElementId)?.remove();
    resetFirstScreen();

    const screen = screenWith({ [infoKey]: { nombre: 'Del HTML' } });
    carry({ ...screen, language: 'en' });
    expect(adoptFirstScreenSession()).toBe(true);
    expect(
      takeFirstScreenAnswer('GET', '/api/publico/cliente/info', undefined, getAccessToken(), 'es'),
    ).toBeUndefined();
    document.getElementById(firstScreenElementId)?.remove();
    resetFirstScreen();

    carry('{not json');
    expect(adoptFirstScreenSession()).toBe(false);
    document.getElementById(firstScreenElementId)?.remove();
    resetFirstScreen();

    carry(screenWith({ [infoKey]: { otro: 1 } }, screen.session));
    await expect(apiRequest('/api/publico/cliente/info', { schema: infoSchema })).resolves.toEqual({
      nombre: 'De la red',
    });
    expect(networkCalls).toBe(1);
  });

  it('matches a list request by its exact body', () => {
    const body = { start: 0, gettotal: true, length: 1 };
    const key = firstScreenRequestKey('POST', '/api/denuncias/trans_menu/GetList', body);
    const screen = screenWith({ [key]: { success: true } });
    carry(screen);
    adoptFirstScreenSession();
    const token = getAccessToken();

    expect(
      takeFirstScreenAnswer('POST', '/api/denuncias/trans_menu/GetList', { ...body, length: 2 }, token, 'es'),
    ).toBeUndefined();
    expect(takeFirstScreenAnswer('POST', '/api/denuncias/trans_menu/GetList', body, token, 'es')).toEqual({
      success: true,
    });
  });
});
