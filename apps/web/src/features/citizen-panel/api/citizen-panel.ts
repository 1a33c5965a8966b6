import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import {
  citizenAccessResponseSchema,
  citizenComplaintsResponseSchema,
  citizenDataResponseSchema,
} from '@atalaya/contract/auth/citizen.schemas';
import type { CitizenComplaint, CitizenData, CitizenRegisterBody } from '@atalaya/contract/auth/citizen.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { isTokenExpired } from '@/lib/jwt.ts';
import { getAccessClaims, getAccessToken, getRefreshToken, setTokens } from '@/lib/tokens.ts';

/*
 * The citizen's panel (issue 16 §3, decision 052). Following up one of their complaints uses the
 * receipt follow-up's own screens, which talk with a reporter token: the panel asks for one bound
 * to that complaint, keeps the citizen's pair aside in this tab (sessionStorage) while it is in
 * use, and puts it back when the citizen returns to the panel.
 */

const parkedKey = 'atalaya.ciudadano';

type ParkedPair = { access: string; refresh: string };

function readParked(): ParkedPair | null {
  try {
    const raw = globalThis.sessionStorage.getItem(parkedKey);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'access' in parsed &&
      'refresh' in parsed &&
      typeof parsed.access === 'string' &&
      typeof parsed.refresh === 'string'
    ) {
      return { access: parsed.access, refresh: parsed.refresh };
    }
    return null;
  } catch {
    return null;
  }
}

function forgetParked(): void {
  try {
    globalThis.sessionStorage.removeItem(parkedKey);
  } catch {
    // Storage unavailable: nothing was parked.
  }
}

/** Whether the current token is a reporter one the panel opened, with the citizen's pair still usable. */
export function isFollowingUpAsCitizen(): boolean {
  const parked = readParked();
  return getAccessClaims()?.tipoacceso === 'Informante' && parked !== null && !isTokenExpired(parked.refresh);
}

/**
 * Back to the panel: the reporter session the panel opened is ended (best effort) and the
 * citizen's pair is put back. No-op when nothing is parked.
 */
export async function returnToCitizen(): Promise<void> {
  const parked = readParked();
  if (parked === null) {
    return;
  }
  if (getAccessClaims()?.tipoacceso === 'Informante') {
    try {
      await apiRequest('/api/auth/logout', { schema: messageResponseSchema });
    } catch {
      // The reporter token is dropped here anyway.
    }
  }
  forgetParked();
  if (!isTokenExpired(parked.refresh)) {
    setTokens(parked.access, parked.refresh);
  }
}

/** `GET /api/ciudadano/denuncias`: "Mis comunicaciones". */
export function useCitizenComplaints(enabled: boolean) {
  return useQuery({
    queryKey: ['ciudadano', 'denuncias'],
    queryFn: async ({ signal }): Promise<CitizenComplaint[]> =>
      (await apiRequest('/api/ciudadano/denuncias', { schema: citizenComplaintsResponseSchema, signal })).data,
    enabled,
    staleTime: 0,
  });
}

/**
 * `POST /api/ciudadano/denuncias/{referencia}/acceso`: a reporter token bound to one of the
 * citizen's complaints; the citizen's pair is parked until `returnToCitizen`.
 */
export async function openCitizenComplaint(referencia: string): Promise<void> {
  const access = getAccessToken();
  const refresh = getRefreshToken();
  const pair = await apiRequest(`/api/ciudadano/denuncias/${encodeURIComponent(referencia)}/acceso`, {
    method: 'POST',
    schema: citizenAccessResponseSchema,
  });
  if (access !== null && refresh !== null) {
    try {
      globalThis.sessionStorage.setItem(parkedKey, JSON.stringify({ access, refresh }));
    } catch {
      // Without storage the citizen signs in again after the follow-up.
    }
  }
  setTokens(pair.accesstoken.token, pair.refreshtoken.token);
}

const citizenDataKey = ['ciudadano', 'datos'] as const;

/** `GET /api/auth/register`: "Mis datos". */
export function useCitizenData(enabled: boolean) {
  return useQuery({
    queryKey: citizenDataKey,
    queryFn: async ({ signal }): Promise<CitizenData> =>
      (await apiRequest('/api/auth/register', { schema: citizenDataResponseSchema, signal })).data,
    enabled,
  });
}

/** `POST /api/auth/register`: stores the citizen's e-mail and phone (sealed on the server). */
export function useSaveCitizenData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CitizenRegisterBody): Promise<CitizenData> =>
      (await apiRequest('/api/auth/register', { method: 'POST', body, schema: citizenDataResponseSchema })).data,
    onSuccess: (data) => {
      queryClient.setQueryData(citizenDataKey, data);
    },
  });
}
