import { requestPublicToken } from '@/lib/api-client.ts';
import { needsPublicToken } from '@/lib/tokens.ts';

let inFlight: Promise<void> | null = null;

/**
 * Spec §4: without a valid access token and without an unexpired administrator token,
 * request a public token and store both tokens. Concurrent callers share one request.
 */
export function ensureSession(): Promise<void> {
  if (!needsPublicToken()) {
    return Promise.resolve();
  }
  inFlight ??= requestPublicToken()
    .then(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
