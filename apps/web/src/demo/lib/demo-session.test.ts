import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemo } from '@atalaya/demo-api/demo-areas';
import { createMswHandlers } from '@atalaya/demo-api/msw-handlers';
import { server } from '@/testing/msw-server.ts';
import { signInToDemo, unlockDemo, WrongCredentialsError } from '../auth/auth-api.ts';
import { demoAccount } from '../auth/sign-in-page.tsx';
import { demoFetch } from './demo-fetch.ts';
import {
  clearDemoSession,
  demoStorageKeys,
  getDemoSession,
  lockDemoSession,
  saveDemoSession,
  type DemoUser,
} from './demo-session.ts';

const productTokens = { accessToken: 'product-access', refreshToken: 'product-refresh' };
const user: DemoUser = { id: 'u1', name: 'Alex Rivera', email: demoAccount.email, avatar: null, status: 'online' };

function productStorage() {
  return {
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
  };
}

describe('the demo session keeps its own token, never the product’s', () => {
  beforeEach(() => {
    localStorage.setItem('accessToken', productTokens.accessToken);
    localStorage.setItem('refreshToken', productTokens.refreshToken);
  });
  afterEach(() => clearDemoSession());

  it('saves, locks and clears under demo.* keys only', () => {
    saveDemoSession('demo-token', user);
    expect(localStorage.getItem(demoStorageKeys.accessToken)).toBe('demo-token');
    expect(getDemoSession()).toEqual({ accessToken: 'demo-token', user, locked: false });
    lockDemoSession();
    expect(getDemoSession().locked).toBe(true);
    expect(productStorage()).toEqual(productTokens);
    clearDemoSession();
    expect(getDemoSession()).toEqual({ accessToken: null, user: null, locked: false });
    expect(productStorage()).toEqual(productTokens);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('demo.'))).toEqual([]);
  });

  it('signs in through the engine (wrong password → 404 false) and keeps the JWT under demo.accessToken', async () => {
    server.use(...createMswHandlers(createDemo({ delayScale: 0 })));
    await expect(signInToDemo(demoAccount.email, 'wrong')).rejects.toBeInstanceOf(WrongCredentialsError);
    expect(getDemoSession().accessToken).toBeNull();
    const signedIn = await signInToDemo(demoAccount.email, demoAccount.password);
    expect(signedIn.name).toBe('Alex Rivera');
    const token = localStorage.getItem(demoStorageKeys.accessToken) ?? '';
    expect(token.split('.')).toHaveLength(3);
    expect(token).not.toBe(productTokens.accessToken);
    lockDemoSession();
    await unlockDemo(demoAccount.email, demoAccount.password);
    expect(getDemoSession().locked).toBe(false);
    expect(productStorage()).toEqual(productTokens);
  });

  it('sends the demo token, never the product one, on its calls', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get('*/api/apps/contacts/tags', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json([]);
      }),
    );
    await demoFetch('/api/apps/contacts/tags');
    expect(authorization).toBeNull();
    saveDemoSession('demo-token', user);
    await demoFetch('/api/apps/contacts/tags');
    expect(authorization).toBe('Bearer demo-token');
    expect(productStorage()).toEqual(productTokens);
  });
});
