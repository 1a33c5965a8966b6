import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  acceptInvitationBodySchema,
  forgotPasswordBodySchema,
  invitationResponseSchema,
  resetPasswordBodySchema,
  withConfirmation,
} from '@atalaya/contract/auth/account.schemas';
import type { InvitationResponse } from '@atalaya/contract/auth/account.schemas';
import { messageResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { loginResponseSchema } from '@atalaya/contract/auth/two-factor.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { outcomeOf, type SignInOutcome } from './two-factor.ts';

/** The invitation form: name, new password and its confirmation (contract rules and messages). */
export const acceptInvitationInputSchema = withConfirmation(
  acceptInvitationBodySchema.extend({ confirmation: z.string() }),
);
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;

/** The reset form: new password and its confirmation. */
export const resetPasswordInputSchema = withConfirmation(resetPasswordBodySchema.extend({ confirmation: z.string() }));
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** The "forgot password" form: the e-mail only. */
export const forgotPasswordInputSchema = forgotPasswordBodySchema.pick({ email: true });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

function linkPath(kind: 'invitacion' | 'restablecer', token: string): string {
  return `/api/auth/${kind}/${encodeURIComponent(token)}`;
}

/** `GET /api/auth/invitacion/:token`: the invited address, channel and role. */
export function useInvitation(token: string) {
  return useQuery<InvitationResponse>({
    queryKey: ['auth', 'invitacion', token],
    queryFn: () => apiRequest(linkPath('invitacion', token), { schema: invitationResponseSchema, skipAuth: true }),
    retry: false,
    staleTime: Infinity,
  });
}

/**
 * `POST /api/auth/invitacion/:token`: creates the account and keeps its session like a sign-in, or
 * answers the enrolment challenge of a tenant that requires a second factor.
 */
export async function acceptInvitation(
  token: string,
  email: string,
  input: AcceptInvitationInput,
): Promise<SignInOutcome> {
  const answer = await apiRequest(linkPath('invitacion', token), {
    method: 'POST',
    body: { nombre: input.nombre, password: input.password },
    schema: loginResponseSchema,
    skipAuth: true,
  });
  return outcomeOf(answer, email);
}

/** `POST /api/auth/olvido`: always the same answer, whose message the page shows. */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string> {
  const answer = await apiRequest('/api/auth/olvido', {
    method: 'POST',
    body: { email: input.email, url: globalThis.location.hostname },
    schema: messageResponseSchema,
    skipAuth: true,
  });
  return answer.message;
}

/** `POST /api/auth/restablecer/:token`: sets the new password. */
export async function resetPassword(token: string, input: ResetPasswordInput): Promise<void> {
  await apiRequest(linkPath('restablecer', token), {
    method: 'POST',
    body: { password: input.password },
    schema: messageResponseSchema,
    skipAuth: true,
  });
}
