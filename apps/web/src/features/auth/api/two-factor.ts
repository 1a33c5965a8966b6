import { useQuery } from '@tanstack/react-query';
import {
  challengeEnrolmentConfirmedResponseSchema,
  enrolmentConfirmedResponseSchema,
  enrolmentResponseSchema,
  isChallenge,
  twoFactorStatusResponseSchema,
} from '@atalaya/contract/auth/two-factor.schemas';
import type {
  EnrolmentResponse,
  LoginResponse,
  TwoFactorChallengeResponse,
} from '@atalaya/contract/auth/two-factor.schemas';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { storeSignedInSession } from './sign-in-session.ts';

/** What a sign-in (or an accepted invitation) left: a session, or a second step to take first. */
export type SignInOutcome = { kind: 'signed-in' } | { kind: 'second-step'; challenge: PendingChallenge };

/** A challenge the person still has to answer (kept for this tab only, never in local storage). */
export type PendingChallenge = { reto: string; paso: 'codigo' | 'alta'; expires: string; email: string };

const pendingKey = 'atalaya.segundoFactor';

/** The enrolment page of a tenant that requires a second factor (a public-layout route). */
export const twoFactorPath = '/auth/dos-factores';

/** Keeps a token pair, or answers the challenge a sign-in-like call gave instead. */
export function outcomeOf(answer: LoginResponse, email: string): SignInOutcome {
  if (isChallenge(answer)) {
    return { kind: 'second-step', challenge: challengeOf(answer, email) };
  }
  storeSignedInSession(answer, email);
  return { kind: 'signed-in' };
}

function challengeOf(answer: TwoFactorChallengeResponse, email: string): PendingChallenge {
  return { ...answer.segundo_factor, email };
}

/** Hands an enrolment challenge to /auth/dos-factores (session storage: this tab, until it closes). */
export function keepPendingChallenge(challenge: PendingChallenge): void {
  try {
    globalThis.sessionStorage.setItem(pendingKey, JSON.stringify(challenge));
  } catch {
    // Storage unavailable: the enrolment page says the sign-in must be repeated.
  }
}

/** The kept challenge if it has not expired; null otherwise. */
export function readPendingChallenge(): PendingChallenge | null {
  try {
    const text = globalThis.sessionStorage.getItem(pendingKey);
    const value: unknown = text ? JSON.parse(text) : null;
    if (typeof value !== 'object' || value === null) {
      return null;
    }
    const challenge = value as Partial<PendingChallenge>;
    if (
      typeof challenge.reto !== 'string' ||
      typeof challenge.email !== 'string' ||
      typeof challenge.expires !== 'string' ||
      Date.parse(challenge.expires) <= Date.now()
    ) {
      return null;
    }
    return { reto: challenge.reto, email: challenge.email, expires: challenge.expires, paso: 'alta' };
  } catch {
    return null;
  }
}

export function clearPendingChallenge(): void {
  try {
    globalThis.sessionStorage.removeItem(pendingKey);
  } catch {
    // Nothing kept.
  }
}

/** `POST /api/auth/segundo-factor`: the challenge and a code (or recovery code); keeps the session. */
export async function completeSecondStep(challenge: PendingChallenge, codigo: string): Promise<void> {
  const pair = await apiRequest('/api/auth/segundo-factor', {
    method: 'POST',
    body: { reto: challenge.reto, codigo },
    schema: tokenPairResponseSchema,
    skipAuth: true,
  });
  storeSignedInSession(pair, challenge.email);
}

/** Who is enrolling: the holder of an enrolment challenge, or the signed-in person. */
export type EnrolmentMode = { kind: 'challenge'; challenge: PendingChallenge } | { kind: 'session' };

/** A new secret (QR, Base32, otpauth URI) for the mode's person. */
export async function startEnrolment(mode: EnrolmentMode): Promise<EnrolmentResponse> {
  if (mode.kind === 'challenge') {
    return apiRequest('/api/auth/segundo-factor/alta', {
      method: 'POST',
      body: { reto: mode.challenge.reto },
      schema: enrolmentResponseSchema,
      skipAuth: true,
    });
  }
  return apiRequest('/api/auth/cuenta/segundo-factor', { method: 'POST', schema: enrolmentResponseSchema });
}

/** Confirms the new secret with one code; answers the ten recovery codes (a challenge also signs in). */
export async function confirmEnrolment(mode: EnrolmentMode, alta: string, codigo: string): Promise<string[]> {
  if (mode.kind === 'challenge') {
    const answer = await apiRequest('/api/auth/segundo-factor/alta/confirmar', {
      method: 'POST',
      body: { reto: mode.challenge.reto, alta, codigo },
      schema: challengeEnrolmentConfirmedResponseSchema,
      skipAuth: true,
    });
    storeSignedInSession(answer, mode.challenge.email);
    clearPendingChallenge();
    return answer.codigos;
  }
  const answer = await apiRequest('/api/auth/cuenta/segundo-factor/confirmar', {
    method: 'POST',
    body: { alta, codigo },
    schema: enrolmentConfirmedResponseSchema,
  });
  return answer.codigos;
}

export const twoFactorStatusKey = ['auth', 'segundo-factor'] as const;

/** `GET /api/auth/cuenta/segundo-factor`: whether the signed-in person has a factor. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorStatusKey,
    queryFn: () => apiRequest('/api/auth/cuenta/segundo-factor', { schema: twoFactorStatusResponseSchema }),
  });
}
