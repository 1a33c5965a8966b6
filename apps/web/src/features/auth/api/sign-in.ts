import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { loginBodySchema } from '@atalaya/contract/auth/auth.schemas';
import { loginResponseSchema } from '@atalaya/contract/auth/two-factor.schemas';
import { apiRequest, applicationId } from '@/lib/api-client.ts';
import { outcomeOf, type SignInOutcome } from './two-factor.ts';

/** The fields the sign-in form validates, with the contract's rules and messages. */
export const signInInputSchema = loginBodySchema.pick({ email: true, password: true });
export type SignInInput = z.infer<typeof signInInputSchema>;

/**
 * `POST /api/auth/login` (skip header): stores both tokens, the e-mail and the username, or answers
 * the second step the person must take first (decision 038: a code, or enrolling a factor).
 */
export async function signIn(input: SignInInput): Promise<SignInOutcome> {
  const answer = await apiRequest('/api/auth/login', {
    method: 'POST',
    body: {
      email: input.email,
      password: input.password,
      idaplicacion: applicationId,
      url: globalThis.location.hostname,
    },
    schema: loginResponseSchema,
    skipAuth: true,
  });
  return outcomeOf(answer, input.email);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
