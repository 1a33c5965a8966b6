/**
 * Demo sign-in (spec 001 §5, §7, §8, §9): one demo account, HS256 tokens with iss, iat and an
 * expiry 7 days after issue, signed with a key drawn at random for each store (each browser).
 */
import { SignJWT, jwtVerify } from 'jose';
import { defineArea } from '../engine.ts';
import { initialsAvatar } from '../images.ts';
import { bodyRecord, ok, textField, type DemoResponse } from '../router.ts';

export type DemoUser = { id: string; name: string; email: string; avatar: string | null; status: string };

export type AuthState = { user: DemoUser; signingKey: Uint8Array };

/** The one demo account, shown on the demo sign-in page. */
export const DEMO_ACCOUNT = { email: 'demo@atalaya.example', password: 'atalaya-demo' } as const;
export const DEMO_USER_NAME = 'Alex Rivera';
export const TOKEN_ISSUER = 'atalaya-demo';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export const AUTH_DELAYS = {
  signIn: 1500,
  signUp: 1500,
  unlockSession: 1500,
  forgotPassword: 1000,
  resetPassword: 1000,
};

export const authArea = defineArea<AuthState>({
  name: 'auth',
  seed({ random }) {
    return {
      user: {
        id: random.uuid(),
        name: DEMO_USER_NAME,
        email: DEMO_ACCOUNT.email,
        avatar: initialsAvatar(DEMO_USER_NAME, 2),
        status: 'online',
      },
      signingKey: crypto.getRandomValues(new Uint8Array(32)),
    };
  },
  routes({ state, now }) {
    async function session(): Promise<DemoResponse> {
      const { user, signingKey } = state();
      const accessToken = await issueToken(user.id, signingKey, now());
      return ok({ user: { ...user }, accessToken, tokenType: 'bearer' });
    }
    async function withCredentials(body: unknown): Promise<DemoResponse> {
      const fields = bodyRecord(body);
      if (
        textField(fields, 'email') === DEMO_ACCOUNT.email &&
        textField(fields, 'password') === DEMO_ACCOUNT.password
      ) {
        return session();
      }
      return { status: 404, body: false };
    }
    return [
      {
        method: 'POST',
        path: '/api/auth/sign-in',
        delayMs: AUTH_DELAYS.signIn,
        handler: ({ body }) => withCredentials(body),
      },
      {
        method: 'POST',
        path: '/api/auth/unlock-session',
        delayMs: AUTH_DELAYS.unlockSession,
        handler: ({ body }) => withCredentials(body),
      },
      { method: 'POST', path: '/api/auth/sign-up', delayMs: AUTH_DELAYS.signUp, handler: () => ok(true) },
      {
        method: 'POST',
        path: '/api/auth/forgot-password',
        delayMs: AUTH_DELAYS.forgotPassword,
        handler: () => ok(true),
      },
      { method: 'POST', path: '/api/auth/reset-password', delayMs: AUTH_DELAYS.resetPassword, handler: () => ok(true) },
      {
        method: 'POST',
        path: '/api/auth/refresh-access-token',
        async handler({ body }) {
          const token = textField(bodyRecord(body), 'accessToken');
          if (await verifyToken(token, state().signingKey, now())) {
            return session();
          }
          return { status: 401, body: { error: 'Invalid token' } };
        },
      },
    ];
  },
});

export async function issueToken(subject: string, key: Uint8Array, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setSubject(subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(key);
}

/** True when the signature, the algorithm, the issuer and the expiry all hold at `now`. */
export async function verifyToken(token: string, key: Uint8Array, now: Date): Promise<boolean> {
  if (token.length === 0) {
    return false;
  }
  try {
    await jwtVerify(token, key, { algorithms: ['HS256'], issuer: TOKEN_ISSUER, currentDate: now });
    return true;
  } catch {
    return false;
  }
}
