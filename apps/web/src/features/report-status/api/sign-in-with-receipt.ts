import { useMutation } from '@tanstack/react-query';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import type { TokenPairResponse } from '@atalaya/contract/auth/auth.schemas';
import { normalizeReceipt } from '@atalaya/contract/complaints/complaint.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { setTokens } from '@/lib/tokens.ts';

/**
 * `POST /api/auth/informante` (skip header): exchanges the receipt code for an Informante token
 * pair bound to that complaint and stores both tokens, as the sign-in does. The code is sent
 * normalised and is never kept or logged. 401 "El código no es válido"; 429 too many attempts.
 */
export async function signInWithReceipt(code: string): Promise<TokenPairResponse> {
  const pair = await apiRequest('/api/auth/informante', {
    method: 'POST',
    body: { receipt: normalizeReceipt(code), url: globalThis.location.hostname },
    schema: tokenPairResponseSchema,
    skipAuth: true,
  });
  setTokens(pair.accesstoken.token, pair.refreshtoken.token);
  return pair;
}

export function useSignInWithReceipt() {
  // gcTime 0: the typed code (the mutation variables) is not kept in the mutation cache once unused.
  return useMutation({ mutationFn: signInWithReceipt, gcTime: 0 });
}
