import { demoFetch, DemoHttpError } from '../lib/demo-fetch.ts';
import { saveDemoSession, type DemoUser } from '../lib/demo-session.ts';

type SessionAnswer = { user: DemoUser; accessToken: string; tokenType: string };

/** Wrong credentials: the engine answers 404 with `false` (spec 001 §8). */
export class WrongCredentialsError extends Error {}

async function openSession(path: string, email: string, password: string): Promise<DemoUser> {
  try {
    const answer = await demoFetch<SessionAnswer>(path, { method: 'POST', json: { email, password } });
    saveDemoSession(answer.accessToken, answer.user);
    return answer.user;
  } catch (error) {
    if (error instanceof DemoHttpError && error.status === 404) {
      throw new WrongCredentialsError();
    }
    throw error;
  }
}

export function signInToDemo(email: string, password: string): Promise<DemoUser> {
  return openSession('/api/auth/sign-in', email, password);
}

export function unlockDemo(email: string, password: string): Promise<DemoUser> {
  return openSession('/api/auth/unlock-session', email, password);
}

export function signUpToDemo(values: { name: string; email: string; password: string; company: string }) {
  return demoFetch<boolean>('/api/auth/sign-up', { method: 'POST', json: values });
}

export function requestDemoPasswordReset(email: string) {
  return demoFetch<boolean>('/api/auth/forgot-password', { method: 'POST', json: { email } });
}

export function resetDemoPassword(password: string) {
  return demoFetch<boolean>('/api/auth/reset-password', { method: 'POST', json: { password } });
}
