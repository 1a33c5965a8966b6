/**
 * The MSW 2.x adapter: one `http.<method>(path)` handler per route of the engine's table, for the
 * browser worker (registered only on pages under /demo/) and for `setupServer` in Node tests.
 * A request no route matches has no handler here and goes to the network untouched.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { type DemoApi } from './engine.ts';
import { type DemoRequest, type DemoRoute } from './router.ts';

export type MswHandlerOptions = {
  /** Prefix for the paths, e.g. `http://localhost` in Node where relative paths have no origin. */
  origin?: string;
};

const builders = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

export function createMswHandlers(api: DemoApi, options: MswHandlerOptions = {}): HttpHandler[] {
  const origin = options.origin ?? '';
  return api.routes.map((route) => toHandler(api, route, `${origin}${route.path}`));
}

function toHandler(api: DemoApi, route: DemoRoute, path: string): HttpHandler {
  return builders[route.method](path, async ({ request, params }) => {
    const demoRequest = await toDemoRequest(request, params);
    const response = await api.run(route, demoRequest);
    return HttpResponse.json(response.body as never, { status: response.status });
  });
}

/** Turns a fetch `Request` into the engine's plain request. */
export async function toDemoRequest(
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
): Promise<DemoRequest> {
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (!(key in query)) {
      query[key] = value;
    }
  }
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key.toLowerCase()] = value;
  });
  const plainParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') {
      plainParams[key] = value;
    } else if (value && value.length > 0) {
      plainParams[key] = value[0] ?? '';
    }
  }
  return { params: plainParams, query, headers, body: await readBody(request) };
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    return undefined;
  }
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.formData();
    const fields: Record<string, unknown> = {};
    form.forEach((value, key) => {
      fields[key] = value;
    });
    return fields;
  }
  const text = await request.text();
  if (text.length === 0) {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
