import { postUploadResponseSchema } from '@atalaya/contract/complaints/document.schemas';
import type { PostUploadResponse } from '@atalaya/contract/complaints/document.schemas';
import { ApiError, apiErrorFromText, describeRequest, recoverFromAuthFailure, reportApiFailure } from './api-client.ts';
import { getAccessToken } from './tokens.ts';

export const uploadPath = '/api/gdoc/documento/postupload';

export type UploadOptions = {
  /** `descripcion` query parameter (empty by default). */
  descripcion?: string;
  /** Called with the fraction sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

type XhrAnswer = { status: number; text: string; statusText: string };

function abortError(): DOMException {
  return new DOMException('The upload was aborted', 'AbortError');
}

/** One multipart `POST` through XMLHttpRequest (fetch has no upload progress). */
function sendOnce(url: string, file: File, token: string | null, options: UploadOptions): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) {
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    }
    function abort() {
      xhr.abort();
    }
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(1, event.loaded / event.total));
      }
    });
    xhr.addEventListener('load', () => {
      options.signal?.removeEventListener('abort', abort);
      resolve({ status: xhr.status, text: xhr.responseText, statusText: xhr.statusText });
    });
    xhr.addEventListener('error', () => {
      options.signal?.removeEventListener('abort', abort);
      reject(new ApiError(0, 'NETWORK_ERROR', 'No se ha podido conectar con el servidor'));
    });
    xhr.addEventListener('abort', () => {
      reject(abortError());
    });
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

/**
 * `POST /api/gdoc/documento/postupload` with one multipart part `file`, reporting upload progress.
 * Uses the api client's session logic: Bearer token, one refresh and retry on 401/403, spec §8
 * reactions to error answers; errors are `ApiError`s (413 too large, 415 type, 429 too many).
 * Nothing about the file (name, content) is ever logged.
 */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<PostUploadResponse> {
  const url = `${uploadPath}?${new URLSearchParams({ descripcion: options.descripcion ?? '' }).toString()}`;
  const label = describeRequest('POST', uploadPath);
  const sentToken = getAccessToken();
  let answer = await sendOnce(url, file, sentToken, options);
  if (answer.status === 401 || answer.status === 403) {
    const error = apiErrorFromText(answer.status, answer.text, answer.statusText);
    if (!(await recoverFromAuthFailure(sentToken, error, label))) {
      throw error;
    }
    options.onProgress?.(0);
    answer = await sendOnce(url, file, getAccessToken(), options);
  }
  if (answer.status < 200 || answer.status >= 300) {
    const error = apiErrorFromText(answer.status, answer.text, answer.statusText);
    reportApiFailure(error, label);
    throw error;
  }
  let json: unknown = null;
  try {
    json = JSON.parse(answer.text);
  } catch {
    json = null;
  }
  const parsed = postUploadResponseSchema.safeParse(json);
  if (!parsed.success) {
    console.warn(`[api] ${label} → unexpected response shape`);
    throw new ApiError(answer.status, 'INVALID_RESPONSE', 'Respuesta no válida del servidor');
  }
  return parsed.data;
}
