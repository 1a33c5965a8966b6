import { getDemoSession } from './demo-session.ts';

/** A demo call that did not answer 2xx: the status and the body as answered (`false` for a wrong sign-in). */
export class DemoHttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.name = 'DemoHttpError';
    this.status = status;
    this.body = body;
  }
}

export type DemoRequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  form?: FormData;
};

/** The path with its query string; `undefined` values are left out. */
export function demoUrl(path: string, query: DemoRequestOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Plain `fetch` to a path of spec 001 §7, answered by the demo's worker on pages under /demo/. It
 * carries the demo's own token (never the product's) and reads the answer as JSON.
 */
export async function demoFetch<T>(path: string, options: DemoRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getDemoSession().accessToken;
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(demoUrl(path, options.query), { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  const parsed: unknown = text.length > 0 ? JSON.parse(text) : null;
  if (!response.ok) {
    throw new DemoHttpError(response.status, parsed);
  }
  return parsed as T;
}
