import { messageResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { hasSession } from '@/lib/tokens.ts';

/** `GET /api/auth/logout`: revokes the session server-side. A failure never keeps the user signed in. */
export async function signOut(): Promise<void> {
  if (!hasSession()) {
    return;
  }
  try {
    await apiRequest('/api/auth/logout', { schema: messageResponseSchema });
  } catch {
    // The local session is cleared anyway.
  }
}
