// `npm run bench:fuzz`: every operation of the OpenAPI document (GET /api/docs/json), called in
// process (`app.inject`) on a test app per dialect with valid-looking and hostile parameters,
// queries and bodies, under every kind of token. Reports the answers by status class, every
// distinct 5xx (with the server's logged error), and cross-tenant or cross-complaint leaks; exits 1
// when an unexpected 5xx or a leak was seen. FUZZ_SEED, FUZZ_REQUESTS (per dialect, default
// 10 000), FUZZ_SECONDS (time cap per dialect, default 280), FUZZ_DIALECTS (sqlite,postgres),
// FUZZ_STRICT=1 (the spec's own 5xx statuses count as failures too).
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { errorStatus } from '../packages/contract/src/errors/error-codes.ts';
import type { DialectName } from '../apps/server/src/db/database.ts';
import { buildTestApp } from '../apps/server/src/test/build-test-app.ts';
import { DIALECTS } from '../apps/server/src/test/dialects.ts';
import { randomSource } from '../apps/server/src/test/seeded-random.ts';
import { buildWorld, tokenKinds, type TokenKind, type World } from './fuzz-fixture.ts';
import {
  deepJson,
  hostileFor,
  hostilePathSegments,
  hostileStrings,
  intBetween,
  pick,
  slotsOf,
  validValue,
  type JsonSchema,
  type Pools,
  type Random,
} from './fuzz-values.ts';

const seed = Number(process.env.FUZZ_SEED ?? 20_260_101);
const requestsPerDialect = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const secondsCap = Number(process.env.FUZZ_SECONDS ?? 280);
const strict = process.env.FUZZ_STRICT === '1';
const dialects = (process.env.FUZZ_DIALECTS?.split(',') as DialectName[] | undefined) ?? DIALECTS;
const requestTimeoutMs = 20_000;

type Param = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema };
type BodyKind = 'json' | 'multipart' | 'raw' | 'none';
type Op = { method: string; path: string; params: Param[]; body?: JsonSchema; bodyKind: BodyKind; auth: boolean };
type Req = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  label: string;
  kind: TokenKind;
};
type Answer = { status: number; code: string; body: string; ms: number; logs: LogLine[] };
type LogLine = { msg: string; route?: string; err?: { type?: string; message?: string; stack?: string } };
type Finding = {
  method: string;
  route: string;
  status: number;
  code: string;
  count: number;
  examples: { label: string; kind: TokenKind; url: string }[];
  logs: string[];
};
type Leak = { op: string; kind: TokenKind; status: number; why: string; label: string; url: string };

// ---------------------------------------------------------------------------------------------
// The OpenAPI document

type OpenApiOperation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  summary?: string;
};

function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Op[] {
  const ops: Op[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      const json = op.requestBody?.content?.['application/json']?.schema;
      const multipart =
        /multipart/i.test(op.summary ?? '') || op.requestBody?.content?.['multipart/form-data'] !== undefined;
      const writes = ['POST', 'PUT', 'PATCH'].includes(upper);
      const bodyKind: BodyKind = json ? 'json' : multipart ? 'multipart' : writes ? 'raw' : 'none';
      ops.push({
        method: upper,
        path,
        params: (op.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in as Param['in'],
          required: p.required ?? false,
          schema: p.schema ?? {},
        })),
        body: json,
        bodyKind,
        auth: (op.security ?? []).length > 0,
      });
    }
  }
  return ops;
}

/** Which of tenant A's ids a route's `id` (path or query) names, or null when it names no tenant object. */
function idKeyOf(path: string): string | null {
  const rules: [RegExp, string | null][] = [
    [/GetMenuRol/, null],
    [/\/den_denuncias\/\{id\}/, 'iddenuncia'],
    [/consolidado/, 'iddenuncia'],
    [/\/gdoc\/documento\/\{id\}/, 'iddocumento'],
    [/\/den_denuncia_docs\/\{id\}/, 'iddocumento'],
    [/trans_imagenes/, 'idimagen'],
    [/mail_plantillas/, 'idplantilla'],
    [/den_denuncia_content/, 'idcontent'],
    [/trans_menu_opcion/, 'idopcion'],
    [/trans_menu\//, 'idmenu'],
    [/den_tipos_denuncia/, 'idtipodenuncia'],
    [/den_estados_denuncia/, 'idestadodenuncia'],
    [/den_formularios/, 'idformulario'],
    [/den_denuncia_notificaciones/, 'idnotificacion'],
    // The public directory: every tenant's public face, by design (spec §7).
    [/publico\/cliente\/\{id\}/, null],
  ];
  for (const [re, key] of rules) {
    if (re.test(path)) {
      return key;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Building requests

function paramValue(random: Random, op: Op, p: Param, pools: Pools): string {
  const name = p.name === 'id' ? (idKeyOf(op.path) ?? 'id') : p.name;
  const value = validValue(random, p.schema, name, pools, 'fz');
  return String(value);
}

function buildUrl(op: Op, pathValues: Record<string, string>, query: string): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues[name] ?? '1');
  return query ? `${path}?${query}` : path;
}

/** encodeURIComponent, with lone surrogates written as their (invalid UTF-8) bytes instead of throwing. */
function encode(text: string): string {
  return text
    .split(/([\ud800-\udfff])/)
    .map((part) => {
      try {
        return encodeURIComponent(part);
      } catch {
        const code = part.charCodeAt(0);
        return `%ED%${(0xa0 | ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
      }
    })
    .join('');
}

function encodeQuery(entries: [string, string][]): string {
  return entries.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
}

const junkContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/octet-stream',
  'application/pdf',
  '*/*',
  'application/json, text/plain',
  '',
  'x'.repeat(2_000),
];

const malformedJson = [
  '{',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  'nul',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":1,"a":2}',
  '\ufeff{}',
  '{"a":1e999999}',
  '{"a":-}',
  ' ',
  '[',
  '"\\x"',
];

const nonObjectJson = ['null', '1', '"s"', 'true', '[]', '[{}]', '0', '-1', '1e400'];

/**
 * A resource's key (the first `id…` property of the wrapped object, e.g. `idcontent`) is refused
 * on create and needed on update: drop it from POST bodies and always give it on PUT.
 */
function adjustKey(random: Random, op: Op, value: unknown, pools: Pools): unknown {
  const wrapper = Object.keys(op.body?.properties ?? {});
  const inner = wrapper.length === 1 ? op.body?.properties?.[wrapper[0] as string] : undefined;
  const key = Object.keys(inner?.properties ?? {})[0];
  if (!inner || !key || !/^id/.test(key) || (inner.required ?? []).includes(key)) {
    return value;
  }
  const object = (value as Record<string, Record<string, unknown> | undefined>)[wrapper[0] as string];
  if (!object || typeof object !== 'object') {
    return value;
  }
  if (op.method === 'POST') {
    delete object[key];
  } else if (op.method === 'PUT' || op.method === 'PATCH') {
    const pool = pools.ids[key] ?? [];
    object[key] = pool.length > 0 ? pick(random, pool) : 1;
  }
  return value;
}

type BodyPlan = { payload?: string | Buffer; contentType?: string; label: string };

function bodyPlan(random: Random, op: Op, focus: string, pools: Pools): BodyPlan {
  if (op.bodyKind === 'none') {
    return { label: '' };
  }
  if (op.bodyKind === 'multipart') {
    // Multipart bodies are not fuzzed: the route gets no body or a JSON one.
    return random() < 0.5
      ? { label: 'multipart route, no body' }
      : { payload: '{"a":1}', contentType: 'application/json', label: 'multipart route, JSON body' };
  }
  if (op.bodyKind === 'raw') {
    const choice = intBetween(random, 0, 4);
    if (choice === 0) {
      return { label: 'raw: empty' };
    }
    if (choice === 1) {
      const bytes = Buffer.alloc(intBetween(random, 1, 4_096));
      for (let i = 0; i < bytes.length; i += 1) {
        bytes[i] = Math.floor(random() * 256);
      }
      return { payload: bytes, contentType: 'application/pdf', label: `raw: ${bytes.length} random bytes as PDF` };
    }
    if (choice === 2) {
      return { payload: '%PDF-1.7\n%garbage', contentType: 'application/pdf', label: 'raw: truncated PDF header' };
    }
    const ct = pick(random, junkContentTypes);
    return { payload: '{"a":1}', contentType: ct, label: `raw: JSON as ${JSON.stringify(ct.slice(0, 40))}` };
  }
  const valid = adjustKey(random, op, validValue(random, op.body, 'body', pools, 'fz'), pools);
  function json(value: unknown, label: string): BodyPlan {
    return { payload: JSON.stringify(value), contentType: 'application/json', label };
  }
  switch (focus) {
    case 'body-leaf': {
      const slots = slotsOf(valid);
      if (slots.length === 0) {
        return json(pick(random, nonObjectJson), 'body: non-object');
      }
      const slot = pick(random, slots);
      const current = (slot.parent as Record<string | number, unknown>)[slot.key];
      const hostile = hostileFor(random, current);
      (slot.parent as Record<string | number, unknown>)[slot.key] = hostile.value;
      return json(valid, `body: ${hostile.label} at ${slot.path}`);
    }
    case 'body-drop': {
      const slots = slotsOf(valid).filter((s) => !Array.isArray(s.parent));
      if (slots.length === 0) {
        return json({}, 'body: {}');
      }
      const slot = pick(random, slots);
      delete (slot.parent as Record<string, unknown>)[slot.key as string];
      return json(valid, `body: missing ${slot.path}`);
    }
    case 'body-extra': {
      const objects = [
        valid,
        ...slotsOf(valid).map((s) => (s.parent as Record<string | number, unknown>)[s.key]),
      ].filter((v): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v));
      const target = objects.length > 0 ? pick(random, objects) : {};
      const key = pick(random, ['extra', 'idcliente', 'toString', 'hasOwnProperty', 'x'.repeat(1_000), '\u0000', '']);
      target[key] = pick(random, [1, 'x', null, { idcliente: 1 }, [1]]);
      return json(valid, `body: extra key ${JSON.stringify(key.slice(0, 20))}`);
    }
    case 'body-struct': {
      const choice = intBetween(random, 0, 7);
      if (choice === 0) {
        return json([valid], 'body: array instead of object');
      }
      if (choice === 1) {
        const slots = slotsOf(valid).filter((s) => {
          const v = (s.parent as Record<string | number, unknown>)[s.key];
          return v !== null && typeof v === 'object';
        });
        if (slots.length > 0) {
          const slot = pick(random, slots);
          const parent = slot.parent as Record<string | number, unknown>;
          parent[slot.key] = Array.isArray(parent[slot.key]) ? { 0: 1 } : [parent[slot.key]];
          return json(valid, `body: array/object swapped at ${slot.path}`);
        }
        return json([valid], 'body: array instead of object');
      }
      if (choice <= 3) {
        const depth = pick(random, [100, 1_000, 10_000, 100_000]);
        const kind = random() < 0.5 ? 'array' : 'object';
        const slots = slotsOf(valid);
        if (slots.length > 0 && random() < 0.7) {
          const slot = pick(random, slots);
          const marker = '"__DEEP__"';
          (slot.parent as Record<string | number, unknown>)[slot.key] = '__DEEP__';
          return {
            payload: JSON.stringify(valid).replace(marker, deepJson(depth, kind)),
            contentType: 'application/json',
            label: `body: ${kind}s nested ${depth} deep at ${slot.path}`,
          };
        }
        return {
          payload: deepJson(depth, kind),
          contentType: 'application/json',
          label: `body: ${kind}s nested ${depth} deep`,
        };
      }
      if (choice === 4) {
        const many: Record<string, number> = {};
        for (let i = 0; i < 20_000; i += 1) {
          many[`k${i}`] = i;
        }
        return json(many, 'body: 20 000 keys');
      }
      if (choice === 5) {
        const slots = slotsOf(valid);
        if (slots.length > 0) {
          const slot = pick(random, slots);
          (slot.parent as Record<string | number, unknown>)[slot.key] = Array.from({ length: 50_000 }, (_, i) => i);
          return json(valid, `body: 50 000-item array at ${slot.path}`);
        }
      }
      if (choice === 6) {
        return {
          payload: JSON.stringify({ x: 'a'.repeat(2_000_000) }),
          contentType: 'application/json',
          label: 'body: 2 MB',
        };
      }
      return json(pick(random, nonObjectJson), 'body: non-object JSON');
    }
    case 'body-raw': {
      const choice = intBetween(random, 0, 3);
      if (choice === 0) {
        return { payload: '', contentType: 'application/json', label: 'body: empty with JSON content type' };
      }
      if (choice === 1) {
        const text = JSON.stringify(valid);
        return {
          payload: text.slice(0, intBetween(random, 0, Math.max(0, text.length - 1))),
          contentType: 'application/json',
          label: 'body: truncated JSON',
        };
      }
      const bad = pick(random, malformedJson);
      return {
        payload: bad,
        contentType: 'application/json',
        label: `body: malformed ${JSON.stringify(bad.slice(0, 30))}`,
      };
    }
    case 'content-type': {
      const ct = pick(random, junkContentTypes);
      const payload = ct === 'application/x-www-form-urlencoded' ? 'a=1&b=%00' : JSON.stringify(valid);
      return { payload, contentType: ct, label: `body: content type ${JSON.stringify(ct.slice(0, 40))}` };
    }
    case 'no-body':
      return { label: 'body: none' };
    default:
      return json(valid, 'valid');
  }
}

function focusesOf(op: Op): string[] {
  const focuses = ['valid', 'valid'];
  if (op.params.some((p) => p.in === 'path')) {
    focuses.push('path', 'path');
  }
  focuses.push('query');
  if (op.bodyKind === 'json') {
    focuses.push(
      'body-leaf',
      'body-leaf',
      'body-leaf',
      'body-drop',
      'body-extra',
      'body-struct',
      'body-raw',
      'content-type',
      'no-body',
    );
  }
  if (op.bodyKind === 'raw' || op.bodyKind === 'multipart') {
    focuses.push('body-raw');
  }
  return focuses;
}

function buildRequest(
  random: Random,
  op: Op,
  kind: TokenKind,
  token: string | undefined,
  pools: Pools,
  forcedFocus?: string,
): Req {
  const focus = forcedFocus ?? pick(random, focusesOf(op));
  const labels: string[] = [];
  const pathValues: Record<string, string> = {};
  const queryEntries: [string, string][] = [];
  for (const p of op.params) {
    if (p.in === 'path') {
      pathValues[p.name] = encode(paramValue(random, op, p, pools));
    } else if (p.in === 'query' && (p.required || random() < 0.6)) {
      queryEntries.push([p.name, paramValue(random, op, p, pools)]);
    }
  }
  if (focus === 'path') {
    const pathParams = op.params.filter((p) => p.in === 'path');
    const p = pick(random, pathParams);
    const segment = pick(random, hostilePathSegments);
    pathValues[p.name] = random() < 0.2 ? `${pathValues[p.name] ?? '1'}/${segment}` : segment;
    labels.push(
      `path ${p.name}=${JSON.stringify(segment.slice(0, 30))}${segment.length > 30 ? `(${segment.length} chars)` : ''}`,
    );
  }
  let query = encodeQuery(queryEntries);
  if (focus === 'query') {
    const choice = intBetween(random, 0, 5);
    const name = op.params.find((p) => p.in === 'query')?.name ?? pick(random, ['id', 'q', 'sellar']);
    if (choice === 0) {
      const value = pick(random, hostileStrings);
      query = encodeQuery([[name, value]]);
      labels.push(`query ${name}=${value.length > 30 ? `string(${value.length})` : JSON.stringify(value)}`);
    } else if (choice === 1) {
      query = `${name}=1&${name}=2&${name}=x`;
      labels.push(`query ${name} repeated`);
    } else if (choice === 2) {
      query = `${name}=%00&__proto__=1&constructor[prototype][x]=1`;
      labels.push('query NUL and prototype keys');
    } else if (choice === 3) {
      query = '';
      labels.push('query none');
    } else if (choice === 4) {
      query = `${name}=${pick(random, ['%', '%zz', '%ff%fe', '%c0%80', 'a'.repeat(10_000)])}`;
      labels.push(`query ${name} bad escape or long`);
    } else {
      query = `${query}${query ? '&' : ''}${name}=${pick(random, ['-1', '0', '2147483648', '9007199254740993', '1.5', 'NaN', 'true', ''])}`;
      labels.push(`query ${name} odd number`);
    }
  }
  const body = bodyPlan(random, op, focus, pools);
  if (body.label) {
    labels.push(body.label);
  }
  const headers: Record<string, string> = {};
  if (token !== undefined) {
    headers.authorization = `Bearer ${token}`;
  }
  if (body.contentType !== undefined && body.contentType !== '') {
    headers['content-type'] = body.contentType;
  }
  return {
    method: op.method,
    url: buildUrl(op, pathValues, query),
    headers,
    ...(body.payload === undefined ? {} : { payload: body.payload }),
    label: labels.length > 0 ? labels.join('; ') : 'valid',
    kind,
  };
}

// ---------------------------------------------------------------------------------------------
// Sending and judging

function isSpecStatus(status: number, code: string): boolean {
  return status !== 500 && (errorStatus as Record<string, number>)[code] === status;
}

function failsOn5xx(status: number, code: string): boolean {
  return status >= 500 && (strict || !isSpecStatus(status, code));
}

function codeOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { code?: unknown };
    return typeof parsed.code === 'string' ? parsed.code : '-';
  } catch {
    return '-';
  }
}

function hasData(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { data?: unknown; total?: unknown };
    if (Array.isArray(parsed.data)) {
      return parsed.data.length > 0;
    }
    if (parsed.data !== undefined && parsed.data !== null) {
      return true;
    }
    return typeof parsed.total === 'number' && parsed.total > 0;
  } catch {
    return body.length > 0;
  }
}

function truncate(text: string, n: number): string {
  return text.length > n ? `${text.slice(0, n)}…(${text.length} chars)` : text;
}

type Sender = (req: Req) => Promise<Answer>;

function makeSender(app: FastifyInstance, logs: LogLine[]): Sender {
  return async function send(req: Req): Promise<Answer> {
    logs.length = 0;
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      const res = await Promise.race([
        app.inject({
          method: req.method as 'GET',
          url: req.url,
          headers: req.headers,
          ...(req.payload === undefined ? {} : { payload: req.payload }),
          remoteAddress: '127.0.0.1',
        }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer in ${requestTimeoutMs} ms`)), requestTimeoutMs);
        }),
      ]);
      const body = res.body;
      return { status: res.statusCode, code: codeOf(body), body, ms: performance.now() - started, logs: [...logs] };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // light-my-request refuses some URLs itself (no request reaches the server): not a server error.
      const status = /no answer/.test(message) ? 599 : 0;
      return {
        status,
        code: `inject: ${truncate(message, 80)}`,
        body: '',
        ms: performance.now() - started,
        logs: [...logs],
      };
    } finally {
      clearTimeout(timer);
    }
  };
}

function forbiddenSecret(world: World, kind: TokenKind, body: string): string | undefined {
  return world.secrets.find((s) => !s.visibleTo.includes(kind) && body.includes(s.text))?.name;
}

function logSummary(logs: LogLine[]): string[] {
  return logs.map((l) => {
    const stack = (l.err?.stack ?? '').split('\n').slice(0, 4).join(' | ');
    return truncate(
      `${l.msg}${l.route ? ` [${l.route}]` : ''}: ${l.err?.type ?? ''} ${l.err?.message ?? ''} ${stack}`,
      700,
    );
  });
}

/** Tenant B's administrator (and A's reporter) asking for objects they must not reach. */
async function leakCheck(
  random: Random,
  ops: Op[],
  world: World,
  send: Sender,
): Promise<{ probes: number; leaks: Leak[] }> {
  const leaks: Leak[] = [];
  let probes = 0;
  const callers: { kind: TokenKind; pools: Pools }[] = [
    { kind: 'privadoOtro', pools: world.poolsA },
    { kind: 'informante', pools: world.poolsCase2 },
  ];
  for (const caller of callers) {
    const token = world.tokens[caller.kind as 'privadoOtro'];
    for (const op of ops.filter((o) => o.auth && !/logout|refresh/.test(o.path))) {
      const idParam = op.params.find((p) => p.name === 'id' && (p.in === 'path' || p.in === 'query'));
      const key = idKeyOf(op.path);
      let targets: { url: string; payload?: string; label: string }[] = [];
      if (idParam && key) {
        for (const id of (caller.pools.ids[key] ?? []).slice(0, 3)) {
          const path = op.path.replace('{id}', String(id));
          const url = idParam.in === 'query' ? `${path}?id=${id}` : path;
          const body =
            op.bodyKind === 'json'
              ? JSON.stringify(
                  adjustKey(random, op, validValue(random, op.body, 'body', caller.pools, 'fz'), caller.pools),
                )
              : undefined;
          targets.push({ url, ...(body === undefined ? {} : { payload: body }), label: `${key}=${id} of A` });
        }
      } else if (!idParam && op.bodyKind === 'json') {
        // A valid body naming one of A's ids or guids.
        for (let attempt = 0; attempt < 8 && targets.length === 0; attempt += 1) {
          const value = adjustKey(random, op, validValue(random, op.body, 'body', caller.pools, 'fz'), caller.pools);
          const text = JSON.stringify(value);
          const names = caller.pools.guids.some((g) => text.includes(g)) || /"(id[a-z]+|guid)":/.test(text);
          if (
            names &&
            /"(iddenuncia|iddocumento|idmenu|idnotificacion|idtipodenuncia|idformulario|guid|idplantilla)"/.test(text)
          ) {
            targets = [{ url: op.path, payload: text, label: 'body naming A objects' }];
          }
        }
      }
      for (const target of targets) {
        const answer = await send({
          method: op.method,
          url: target.url,
          headers: {
            authorization: `Bearer ${token}`,
            ...(target.payload ? { 'content-type': 'application/json' } : {}),
          },
          ...(target.payload === undefined ? {} : { payload: target.payload }),
          label: target.label,
          kind: caller.kind,
        });
        probes += 1;
        if (answer.status < 200 || answer.status >= 300) {
          continue;
        }
        const secret = forbiddenSecret(world, caller.kind, answer.body);
        const isList = /GetList|resumen/.test(op.path);
        let why: string | undefined;
        if (secret) {
          why = `answer holds ${secret}`;
        } else if (op.method === 'GET' || isList) {
          why = hasData(answer.body) ? 'answered 2xx with data' : undefined;
        } else {
          why = 'write accepted (2xx)';
        }
        if (why) {
          leaks.push({
            op: `${op.method} ${op.path}`,
            kind: caller.kind,
            status: answer.status,
            why,
            label: target.label,
            url: target.url,
          });
        }
      }
    }
  }
  return { probes, leaks };
}

type DialectResult = {
  dialect: string;
  requests: number;
  byClass: Record<string, number>;
  fiveXx: number;
  unexpected5xx: number;
  leaks: number;
  leakProbes: number;
  seconds: number;
  findings: Finding[];
  leakList: Leak[];
  slowest: { label: string; op: string; ms: number; status: number }[];
  setupLog: string[];
  strayLogs: string[];
  perKind: Record<string, number>;
  /** Operations no fuzz request got a 2xx from (their deeper code was not reached). */
  never2xx: string[];
};

async function fuzzDialect(dialect: DialectName): Promise<DialectResult> {
  const logs: LogLine[] = [];
  const stray: string[] = [];
  const t = await buildTestApp(
    dialect,
    { LOG_LEVEL: 'error' },
    {
      logStream: {
        write(line: string) {
          try {
            const parsed = JSON.parse(line) as LogLine & { level?: number };
            if ((parsed.level ?? 0) >= 50) {
              logs.push(parsed);
            }
          } catch {
            stray.push(truncate(line, 300));
          }
        },
      },
    },
  );
  const random = randomSource(seed);
  try {
    const app = t.app;
    const docRes = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const ops = operationsOf(docRes.json());
    console.log(`[${dialect}] ${ops.length} operations in the OpenAPI document`);
    const world = await buildWorld(app);
    for (const line of world.setupLog) {
      console.warn(`[${dialect}] ${line}`);
    }
    const send = makeSender(app, logs);
    const started = performance.now();
    const leak = await leakCheck(random, ops, world, send);

    const byClass: Record<string, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, other: 0 };
    const perKind: Record<string, number> = {};
    const findings = new Map<string, Finding>();
    const leaks = [...leak.leaks];
    const slowest: DialectResult['slowest'] = [];
    const ok2xx = new Map<string, number>(ops.map((o) => [`${o.method} ${o.path}`, 0]));
    let fiveXx = 0;
    let unexpected = 0;
    let sent = 0;
    const deadline = started + secondsCap * 1000;
    const kindWeights: [TokenKind, number][] = [
      ['none', 0.12],
      ['publico', 0.14],
      ['informante', 0.16],
      ['privado', 0.32],
      ['privadoOtro', 0.16],
      ['basura', 0.1],
    ];
    let order: Op[] = [];
    while (sent < requestsPerDialect && performance.now() < deadline) {
      if (order.length === 0) {
        order = [...ops];
        for (let i = order.length - 1; i > 0; i -= 1) {
          const j = Math.floor(random() * (i + 1));
          [order[i], order[j]] = [order[j] as Op, order[i] as Op];
        }
      }
      const op = order.pop() as Op;
      let x = random();
      let kind: TokenKind = 'privado';
      for (const [k, w] of kindWeights) {
        x -= w;
        if (x < 0) {
          kind = k;
          break;
        }
      }
      let token: string | undefined = kind === 'none' ? undefined : world.tokens[kind];
      if (/logout/.test(op.path) && kind !== 'none' && kind !== 'basura') {
        // Logout ends the session: never the one the fuzz keeps using.
        token = await world.freshToken(kind);
      }
      const req = buildRequest(random, op, kind, token, world.pools);
      const answer = await send(req);
      sent += 1;
      perKind[kind] = (perKind[kind] ?? 0) + 1;
      const cls = answer.status >= 200 && answer.status < 600 ? `${Math.floor(answer.status / 100)}xx` : 'other';
      byClass[cls] = (byClass[cls] ?? 0) + 1;
      if (answer.ms > 1_000) {
        slowest.push({
          label: req.label,
          op: `${op.method} ${op.path}`,
          ms: Math.round(answer.ms),
          status: answer.status,
        });
      }
      if (answer.status >= 500) {
        fiveXx += 1;
        const route = answer.logs.find((l) => l.route)?.route ?? op.path;
        const k = `${op.method} ${route} ${answer.status} ${answer.code}`;
        let f = findings.get(k);
        if (!f) {
          f = { method: op.method, route, status: answer.status, code: answer.code, count: 0, examples: [], logs: [] };
          findings.set(k, f);
        }
        f.count += 1;
        if (f.examples.length < 4) {
          f.examples.push({ label: req.label, kind, url: truncate(req.url, 160) });
        }
        for (const line of logSummary(answer.logs)) {
          if (f.logs.length < 3 && !f.logs.includes(line)) {
            f.logs.push(line);
          }
        }
        if (failsOn5xx(answer.status, answer.code)) {
          unexpected += 1;
        }
      }
      if (answer.status >= 200 && answer.status < 300) {
        ok2xx.set(`${op.method} ${op.path}`, (ok2xx.get(`${op.method} ${op.path}`) ?? 0) + 1);
        // A path parameter such as "../" is normalised into another route, which may read the token
        // sent: judge such an answer as that token's, not as an anonymous one.
        const sentPath = req.url.split('?')[0] ?? req.url;
        const normalised = new URL(sentPath, 'http://fuzz.test').pathname !== sentPath;
        const secret = forbiddenSecret(world, op.auth || normalised ? kind : 'none', answer.body);
        if (secret) {
          leaks.push({
            op: `${op.method} ${op.path}`,
            kind,
            status: answer.status,
            why: `answer holds ${secret}`,
            label: req.label,
            url: truncate(req.url, 160),
          });
        }
      }
    }
    slowest.sort((a, b) => b.ms - a.ms);
    return {
      dialect,
      requests: sent,
      byClass,
      fiveXx,
      unexpected5xx: unexpected,
      leaks: leaks.length,
      leakProbes: leak.probes,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      findings: [...findings.values()],
      leakList: leaks,
      slowest: slowest.slice(0, 8),
      setupLog: world.setupLog,
      strayLogs: stray.slice(0, 5),
      perKind,
      never2xx: [...ok2xx].filter(([, n]) => n === 0).map(([name]) => name),
    };
  } finally {
    await t.close();
  }
}

// ---------------------------------------------------------------------------------------------

console.log(
  `fuzz: seed ${seed} (FUZZ_SEED), ${requestsPerDialect} requests per dialect (FUZZ_REQUESTS), cap ${secondsCap} s, dialects ${dialects.join(', ')}${strict ? ', strict' : ''}`,
);
if (!dialects.includes('postgres')) {
  console.warn('*** PostgreSQL not fuzzed (not reachable or not in FUZZ_DIALECTS) ***');
}
void tokenKinds;
const results: DialectResult[] = [];
for (const dialect of dialects) {
  results.push(await fuzzDialect(dialect));
}

for (const r of results) {
  console.log(`\n=== ${r.dialect}: distinct 5xx answers ===`);
  if (r.findings.length === 0) {
    console.log('none');
  }
  for (const f of r.findings) {
    const expected = !failsOn5xx(f.status, f.code) ? ' (a spec status: not counted as a failure)' : '';
    console.log(`\n${f.method} ${f.route} -> ${f.status} ${f.code} x${f.count}${expected}`);
    for (const e of f.examples) {
      console.log(`  input: [${e.kind}] ${e.label}  url: ${e.url}`);
    }
    for (const l of f.logs) {
      console.log(`  log: ${l}`);
    }
  }
  console.log(`\n=== ${r.dialect}: leaks ===`);
  console.log(r.leakList.length === 0 ? 'none' : '');
  for (const l of r.leakList) {
    console.log(`  ${l.op} [${l.kind}] ${l.status}: ${l.why} (${l.label}) url: ${l.url}`);
  }
  if (r.slowest.length > 0) {
    console.log(`\n=== ${r.dialect}: requests slower than 1 s ===`);
    for (const s of r.slowest) {
      console.log(`  ${s.ms} ms ${s.op} -> ${s.status}: ${s.label}`);
    }
  }
  if (r.never2xx.length > 0) {
    console.log(`\n${r.dialect}: ${r.never2xx.length} operations never answered 2xx: ${r.never2xx.join(', ')}`);
  }
  if (r.strayLogs.length > 0) {
    console.log(`\n${r.dialect}: unparsed log lines: ${r.strayLogs.join(' | ')}`);
  }
}

console.log('\nsummary (fuzz requests; leak probes are extra)');
console.table(
  results.map((r) => ({
    dialect: r.dialect,
    requests: r.requests,
    '2xx': r.byClass['2xx'],
    '3xx': r.byClass['3xx'],
    '4xx': r.byClass['4xx'],
    '5xx': r.fiveXx,
    '5xx failing': r.unexpected5xx,
    other: r.byClass.other,
    'leak probes': r.leakProbes,
    leaks: r.leaks,
    seconds: r.seconds,
  })),
);
console.log(`token kinds: ${results.map((r) => `${r.dialect} ${JSON.stringify(r.perKind)}`).join('; ')}`);
console.log(`seed ${seed}`);
const failed = results.some((r) => r.unexpected5xx > 0 || r.leaks > 0 || r.requests < Math.min(requestsPerDialect, 1));
process.exitCode = failed ? 1 : 0;
