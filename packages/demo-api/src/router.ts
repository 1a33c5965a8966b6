/**
 * The framework-free core: a route is a method, a path pattern (`/api/ui/icons/:set`) and a
 * handler from a plain request to a plain response. The MSW adapter and the tests use the same
 * table; a request no route matches gets `undefined` and passes through untouched.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type DemoRequest = {
  /** Path parameters (`:set` → `params.set`). */
  params: Record<string, string>;
  /** Query string, first value of each key. */
  query: Record<string, string>;
  /** Parsed JSON, or the fields of a form (files stay `Blob`s); `undefined` when there is none. */
  body: unknown;
  /** Header names in lower case. */
  headers: Record<string, string>;
};

export type DemoResponse = { status: number; body: unknown };

export type DemoHandler = (request: DemoRequest) => DemoResponse | Promise<DemoResponse>;

export type DemoRoute = {
  method: HttpMethod;
  /** Absolute path from the site root, `:name` segments for parameters. */
  path: string;
  /** The simulated latency of spec 001 §9, in milliseconds, before the delay scale. */
  delayMs?: number;
  handler: DemoHandler;
};

export type RouteMatch = { route: DemoRoute; params: Record<string, string> };

export function ok(body: unknown): DemoResponse {
  return { status: 200, body };
}

/** The answer for an id or slug the store does not know (a deliberate difference from the template). */
export function notFound(): DemoResponse {
  return { status: 404, body: { error: 'Not found' } };
}

/** Finds the route for a method and a path (no query string); `undefined` lets the request through. */
export function matchRoute(routes: readonly DemoRoute[], method: string, path: string): RouteMatch | undefined {
  const wanted = method.toUpperCase();
  for (const route of routes) {
    if (route.method !== wanted) {
      continue;
    }
    const params = matchPath(route.path, path);
    if (params) {
      return { route, params };
    }
  }
  return undefined;
}

/** `/api/ui/icons/:set` against `/api/ui/icons/feather` → `{ set: 'feather' }`; exact segments, no wildcards. */
export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const wanted = splitPath(pattern);
  const given = splitPath(path);
  if (wanted.length !== given.length) {
    return undefined;
  }
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i += 1) {
    const segment = wanted[i] as string;
    const value = given[i] as string;
    if (segment.startsWith(':')) {
      params[segment.slice(1)] = decodeURIComponent(value);
    } else if (segment !== value) {
      return undefined;
    }
  }
  return params;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/** The body as a record, `{}` for anything else (a missing or malformed body never crashes a handler). */
export function bodyRecord(body: unknown): Record<string, unknown> {
  return isRecord(body) ? body : {};
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);
}

/** A text field of a body or query, `''` when absent. */
export function textField(source: Record<string, unknown>, key: string): string {
  const value = source[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
