import { z } from 'zod';
import { accessKindSchema } from '@atalaya/contract/auth/auth.schemas';
import { serverNow } from './server-clock.ts';

/**
 * Claims read client-side. The token is only decoded here, never verified: the server
 * verifies it on every call. Fields are lenient so an older token never crashes the app.
 */
export const clientClaimsSchema = z.object({
  exp: z.number(),
  iat: z.number().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  role: z.string().optional(),
  tipoacceso: accessKindSchema.optional(),
  idcliente: z.number().optional(),
  idapoderado: z.number().nullable().optional(),
  unique_name: z.string().optional(),
  parametros: z.string().optional(),
  idtercero: z.number().nullable().optional(),
  sid: z.string().optional(),
  typ: z.string().optional(),
});
export type ClientClaims = z.infer<typeof clientClaimsSchema>;

/** Decodes a base64url string into text (UTF-8). */
export function decodeBase64Url(input: string): string {
  const base64 = input.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT as claims, or `null` when the token is malformed. */
export function decodeClaims(token: string | null | undefined): ClientClaims | null {
  if (!token) {
    return null;
  }
  const payload = token.split('.')[1];
  if (!payload) {
    return null;
  }
  try {
    const parsed = clientClaimsSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * True when the token is missing, malformed or expires within `marginSeconds`. `exp` was set by
 * the server, so it is judged with the server's clock (`serverNow`: the browser's clock plus the
 * offset recorded from the last token's `iat`), never with the browser's clock alone.
 */
export function isTokenExpired(token: string | null | undefined, marginSeconds = 0): boolean {
  const claims = decodeClaims(token);
  if (!claims) {
    return true;
  }
  return claims.exp * 1000 <= serverNow() + marginSeconds * 1000;
}
