import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createDemo } from '../demo-areas.ts';
import { TEST_NOW, useDemoServer } from '../test-support.ts';
import { AUTH_DELAYS, DEMO_ACCOUNT, TOKEN_ISSUER, TOKEN_LIFETIME_SECONDS, type AuthState } from './auth.ts';

const demo = useDemoServer();

type Session = { user: { email: string; status: string }; accessToken: string; tokenType: string };

async function signIn(): Promise<Session> {
  const answer = await demo.call('POST', '/api/auth/sign-in', DEMO_ACCOUNT);
  expect(answer.status).toBe(200);
  return answer.body as Session;
}

describe('demo sign-in and unlock-session', () => {
  it('answers 200 with user, accessToken and tokenType bearer for the demo account', async () => {
    const session = await signIn();
    expect(session.tokenType).toBe('bearer');
    expect(session.user).toMatchObject({ email: DEMO_ACCOUNT.email, status: 'online' });
    expect(session.accessToken.split('.')).toHaveLength(3);
  });

  it('signs an HS256 token with iss, iat and exp exactly 7 days after issue', async () => {
    const { accessToken } = await signIn();
    expect(decodeProtectedHeader(accessToken).alg).toBe('HS256');
    const claims = decodeJwt(accessToken);
    expect(claims.iss).toBe(TOKEN_ISSUER);
    expect(claims.iat).toBe(TEST_NOW.getTime() / 1000);
    expect(claims.exp).toBe(TEST_NOW.getTime() / 1000 + TOKEN_LIFETIME_SECONDS);
    expect(TOKEN_LIFETIME_SECONDS).toBe(604_800);
  });

  it.each([
    ['a wrong password', { email: DEMO_ACCOUNT.email, password: 'nope' }],
    ['an unknown e-mail', { email: 'someone@else.example', password: DEMO_ACCOUNT.password }],
    ['an empty body', undefined],
  ])('answers 404 with body false for %s', async (_label, body) => {
    const answer = await demo.call('POST', '/api/auth/sign-in', body);
    expect(answer).toEqual({ status: 404, body: false });
  });

  it('unlock-session accepts the demo account and refuses others with 404 false', async () => {
    const good = await demo.call('POST', '/api/auth/unlock-session', DEMO_ACCOUNT);
    expect(good.status).toBe(200);
    expect((good.body as Session).tokenType).toBe('bearer');
    const bad = await demo.call('POST', '/api/auth/unlock-session', { ...DEMO_ACCOUNT, password: 'x' });
    expect(bad).toEqual({ status: 404, body: false });
  });

  it.each(['sign-up', 'forgot-password', 'reset-password'])('%s answers 200 true', async (name) => {
    expect(await demo.call('POST', `/api/auth/${name}`, { email: 'a@b.example' })).toEqual({ status: 200, body: true });
  });
});

describe('refresh-access-token', () => {
  it('exchanges a valid token for a new session', async () => {
    const { accessToken } = await signIn();
    demo.clock.now = new Date(TEST_NOW.getTime() + 60_000);
    const answer = await demo.call('POST', '/api/auth/refresh-access-token', { accessToken });
    expect(answer.status).toBe(200);
    const session = answer.body as Session;
    expect(session.tokenType).toBe('bearer');
    expect(decodeJwt(session.accessToken).iat).toBe(TEST_NOW.getTime() / 1000 + 60);
  });

  it('answers 401 Invalid token for a token signed with another key', async () => {
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt()
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode('not-the-key-of-this-browser-000000'));
    const answer = await demo.call('POST', '/api/auth/refresh-access-token', { accessToken: foreign });
    expect(answer).toEqual({ status: 401, body: { error: 'Invalid token' } });
  });

  it('answers 401 for a token whose signature was tampered with', async () => {
    const { accessToken } = await signIn();
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const answer = await demo.call('POST', '/api/auth/refresh-access-token', {
      accessToken: `${header}.${payload}.${flipped}`,
    });
    expect(answer).toEqual({ status: 401, body: { error: 'Invalid token' } });
  });

  it('refuses a token 7 days after issue and accepts it one second before', async () => {
    const { accessToken } = await signIn();
    demo.clock.now = new Date(TEST_NOW.getTime() + (TOKEN_LIFETIME_SECONDS - 1) * 1000);
    expect((await demo.call('POST', '/api/auth/refresh-access-token', { accessToken })).status).toBe(200);
    demo.clock.now = new Date(TEST_NOW.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
    expect(await demo.call('POST', '/api/auth/refresh-access-token', { accessToken })).toEqual({
      status: 401,
      body: { error: 'Invalid token' },
    });
  });

  it('refuses a correctly signed token from another issuer', async () => {
    const { signingKey } = demo.api.stateOf<AuthState>('auth');
    const other = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('somebody-else')
      .setIssuedAt(TEST_NOW.getTime() / 1000)
      .setExpirationTime(TEST_NOW.getTime() / 1000 + 3600)
      .sign(signingKey);
    const answer = await demo.call('POST', '/api/auth/refresh-access-token', { accessToken: other });
    expect(answer.status).toBe(401);
  });

  it.each([
    ['no token', {}],
    ['garbage', { accessToken: 'a.b.c' }],
  ])('answers 401 for %s', async (_label, body) => {
    expect((await demo.call('POST', '/api/auth/refresh-access-token', body)).status).toBe(401);
  });

  it('refuses a token of another browser (each store draws its own key)', async () => {
    const { accessToken } = await signIn();
    const otherBrowser = createDemo({ delayScale: 0, now: () => TEST_NOW });
    const answer = await otherBrowser.handle('POST', '/api/auth/refresh-access-token', {
      query: {},
      headers: {},
      body: { accessToken },
    });
    expect(answer?.status).toBe(401);
  });
});

describe('delays of §9', () => {
  it('declares 1500 ms for sign-in, sign-up and unlock, 1000 ms for forgot and reset, none for refresh', () => {
    function delay(path: string): number | undefined {
      return demo.api.routes.find((route) => route.path === `/api/auth/${path}`)?.delayMs;
    }
    expect(delay('sign-in')).toBe(1500);
    expect(delay('sign-up')).toBe(1500);
    expect(delay('unlock-session')).toBe(AUTH_DELAYS.unlockSession);
    expect(delay('forgot-password')).toBe(1000);
    expect(delay('reset-password')).toBe(1000);
    expect(delay('refresh-access-token')).toBeUndefined();
  });
});
