// The world bench/fuzz.ts fuzzes: tenant A with a reporting channel, two filed complaints (the
// reporter of the first is signed in with its receipt), documents, a note, a chat message, a
// notification, content, a menu, an image and a status of its own; tenant B with its own channel,
// complaint and administrator. Secrets written into A's objects are markers the fuzz looks for in
// answers to callers that must not see them.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addStatus, buildChannel, validAnswers } from '../apps/server/src/test/complaint-factories.ts';
import { caseFixture } from '../apps/server/src/test/case-fixture.ts';
import {
  issueInformanteToken,
  pdfWithPages,
  pngImage,
  uploadFile,
  multipartBody,
} from '../apps/server/src/test/document-factories.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../apps/server/src/test/factories.ts';
import type { Pools } from './fuzz-values.ts';

export const tokenKinds = ['none', 'publico', 'informante', 'privado', 'privadoOtro', 'basura'] as const;
export type TokenKind = (typeof tokenKinds)[number];

/** Who may see a secret: the token kinds whose answers may contain it. */
export type Secret = { name: string; text: string; visibleTo: readonly TokenKind[] };

export type World = {
  tokens: Record<Exclude<TokenKind, 'none'>, string>;
  /** A new token of a kind (for calls that end their session, such as logout). */
  freshToken: (kind: Exclude<TokenKind, 'none' | 'basura'>) => Promise<string>;
  /** Every id and string of both tenants. */
  pools: Pools;
  /** Only tenant A's own objects (for the cross-tenant check). */
  poolsA: Pools;
  /** Only the second complaint of A (the reporter of the first must not reach it). */
  poolsCase2: Pools;
  secrets: Secret[];
  setupLog: string[];
};

type Json = Record<string, unknown>;

async function json(
  app: FastifyInstance,
  log: string[],
  what: string,
  req: { method: 'GET' | 'POST' | 'PUT'; url: string; token: string; payload?: unknown },
): Promise<Json> {
  const res = await app.inject({
    method: req.method,
    url: req.url,
    headers: bearer(req.token),
    ...(req.payload === undefined ? {} : { payload: req.payload as Json }),
  });
  if (res.statusCode >= 300) {
    log.push(`setup: ${what} answered ${res.statusCode}`);
    return {};
  }
  try {
    return res.json<Json>();
  } catch {
    return {};
  }
}

function numberAt(value: unknown, ...keys: string[]): number | undefined {
  let cur: unknown = value;
  for (const key of keys) {
    if (cur === null || typeof cur !== 'object') {
      return undefined;
    }
    cur = (cur as Json)[key];
  }
  return typeof cur === 'number' ? cur : undefined;
}

function idsOfList(body: Json, key: string): number[] {
  const data = Array.isArray(body.data) ? body.data : [];
  return data.map((row) => numberAt(row, key)).filter((v): v is number => v !== undefined);
}

function merge(a: Record<string, number[]>, b: Record<string, number[]>): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    out[key] = [...new Set([...(a[key] ?? []), ...(b[key] ?? [])])];
  }
  return out;
}

async function uploadPdf(app: FastifyInstance, log: string[], token: string, what: string): Promise<number[]> {
  const res = await uploadFile(app, token, {
    fileName: 'fuzz.pdf',
    bytes: await pdfWithPages(1),
    contentType: 'application/pdf',
  });
  const id =
    res.statusCode === 200
      ? (numberAt(res.json(), 'iddocumento') ?? numberAt(res.json(), 'data', 'iddocumento'))
      : undefined;
  if (id === undefined) {
    log.push(`setup: ${what} upload answered ${res.statusCode}`);
    return [];
  }
  return [id];
}

/** Builds tenants A and B with their objects through the real routes where it is cheap to. */
export async function buildWorld(app: FastifyInstance): Promise<World> {
  const log: string[] = [];
  const tag = crypto.randomBytes(4).toString('hex');
  function secret(name: string): string {
    return `FZ${name}${tag}`;
  }
  const fx = await caseFixture(app);
  const a = fx.tenant.idcliente;
  const hostA = `${fx.tenant.codigo}.example.test`;
  const case1Secret = secret('CASEONE');
  const case2Secret = secret('CASETWO');
  const case1 = await fx.newCase({ answers: validAnswers({ hechos: `Hechos ${case1Secret}` }) });
  const case2 = await fx.fileCase({ answers: validAnswers({ hechos: `Hechos ${case2Secret}` }) });
  // The fuzz's administrator resolves and moves cases by id: case 3 and case 2, never case 1, whose
  // reporter must stay able to write (a resolved case refuses additions).
  const case3 = await fx.fileCase();
  const admin = fx.adminToken;

  // Tenant B: its own administrator, channel and complaint.
  const tenantB = await buildTenant(app);
  const adminB = await buildAdmin(app, tenantB.idcliente);
  const tokenB = await issueAccessToken(app, tenantB.idcliente, 'Privado', adminB);
  const channelB = await buildChannel(app, tenantB.idcliente);
  const publicB = await issueAccessToken(app, tenantB.idcliente, 'Publico');
  const filedB = await json(app, log, 'B filing', {
    method: 'POST',
    url: '/api/denuncias/den_denuncias/',
    token: publicB,
    payload: {
      den_denuncias: {
        idtipodenuncia: channelB.idtipodenuncia,
        anonima: true,
        aceptaPrivacidad: true,
        answers: validAnswers(),
      },
    },
  });
  const guidB = typeof filedB.guid === 'string' ? filedB.guid : undefined;

  // Documents: one the reporter adds to case 1, one the handler attaches to it, one left loose; one of B.
  const reporterDoc = await uploadPdf(app, log, case1.reporter, 'reporter');
  const noteSecret = secret('NOTE');
  const chatSecret = secret('CHAT');
  const extraSecret = secret('AMPLIAR');
  // Content, menus and statuses are the tenant's public face: any caller of A may read them, B may not.
  const publicSecret = secret('PUBLIC');
  await json(app, log, 'ampliar', {
    method: 'POST',
    url: '/api/denuncias/den_denuncias/ampliar',
    token: case1.reporter,
    payload: { informacion: `Mas ${extraSecret}`, documentos: reporterDoc },
  });
  const handlerDoc = await uploadPdf(app, log, admin, 'handler');
  for (const iddocumento of handlerDoc) {
    await json(app, log, 'attach', {
      method: 'POST',
      url: '/api/gdoc/documento/',
      token: admin,
      payload: { documento: { iddocumento, iddenuncia: case1.iddenuncia, descripcion: 'Adjunto' } },
    });
  }
  const looseDoc = await uploadPdf(app, log, admin, 'loose');
  const docB = await uploadPdf(app, log, tokenB, 'B');

  await json(app, log, 'note', {
    method: 'POST',
    url: '/api/denuncias/den_notas_internas/',
    token: admin,
    payload: { den_notas_internas: { iddenuncia: case1.iddenuncia, nota: `Nota ${noteSecret}` } },
  });
  await json(app, log, 'note case 2', {
    method: 'POST',
    url: '/api/denuncias/den_notas_internas/',
    token: admin,
    payload: { den_notas_internas: { iddenuncia: case2.iddenuncia, nota: `Nota ${noteSecret}` } },
  });
  await json(app, log, 'chat', {
    method: 'POST',
    url: '/api/denuncias/den_chat_mensajes/',
    token: admin,
    payload: { den_chat_mensajes: { guid: case1.guid, mensaje: `Mensaje ${chatSecret}` } },
  });
  const notification = await json(app, log, 'notification', {
    method: 'POST',
    url: '/api/denuncias/den_denuncia_notificaciones/',
    token: admin,
    payload: {
      den_denuncia_notificaciones: {
        iddenuncia: case2.iddenuncia,
        descripcion: 'Aviso',
        contenido: `Aviso ${noteSecret}`,
      },
    },
  });
  const content = await json(app, log, 'content', {
    method: 'POST',
    url: '/api/denuncias/den_denuncia_content/',
    token: admin,
    payload: {
      den_denuncia_content: { codigo: `fz${tag}`, ididioma: 1, titulo: 'Fuzz', contenido: `Contenido ${publicSecret}` },
    },
  });
  const menu = await json(app, log, 'menu', {
    method: 'POST',
    url: '/api/denuncias/trans_menu/',
    token: admin,
    payload: { trans_menu: { titulo: `Menu ${publicSecret}`, codigo: `fz${tag}`, ididioma: 1 } },
  });
  const idmenu = numberAt(menu, 'data', 'idmenu') ?? numberAt(menu, 'idmenu');
  const option = idmenu
    ? await json(app, log, 'menu option', {
        method: 'POST',
        url: '/api/denuncias/trans_menu_opcion/',
        token: admin,
        payload: { trans_menu_opcion: { idmenu, titulo: `Opcion ${publicSecret}`, url: 'https://example.test/' } },
      })
    : {};
  await addStatus(app, a, 7, `Estado ${publicSecret}`);
  const image = multipartBody([
    { kind: 'file', field: 'file', fileName: 'fuzz.png', bytes: await pngImage(), contentType: 'image/png' },
    { kind: 'field', field: 'ididioma', value: '1' },
  ]);
  const imageRes = await app.inject({
    method: 'POST',
    url: '/api/denuncias/trans_imagenes/',
    headers: { ...image.headers, ...bearer(admin) },
    payload: image.payload,
  });
  if (imageRes.statusCode !== 200) {
    log.push(`setup: image upload answered ${imageRes.statusCode}`);
  }
  const idimagen = imageRes.statusCode === 200 ? numberAt(imageRes.json(), 'idimagen') : undefined;
  const templatesA = idsOfList(
    await json(app, log, 'templates', {
      method: 'POST',
      url: '/api/denuncias/mail_plantillas/GetList',
      token: admin,
      payload: {},
    }),
    'idplantilla',
  );
  const templatesB = idsOfList(
    await json(app, log, 'templates B', {
      method: 'POST',
      url: '/api/denuncias/mail_plantillas/GetList',
      token: tokenB,
      payload: {},
    }),
    'idplantilla',
  );

  function only(v: number | undefined): number[] {
    return v === undefined ? [] : [v];
  }
  // Ids that exist only in A (status 7; statuses 1 and 2 exist in every tenant).
  const idsA: Record<string, number[]> = {
    idcliente: [a],
    iddenuncia: [case1.iddenuncia, case2.iddenuncia],
    idtipodenuncia: [fx.channel.idtipodenuncia],
    idformulario: [fx.channel.idformulario],
    idestadodenuncia: [7],
    iddocumento: [...reporterDoc, ...handlerDoc, ...looseDoc],
    idnotificacion: only(numberAt(notification, 'data', 'idnotificacion') ?? numberAt(notification, 'idnotificacion')),
    idcontent: only(numberAt(content, 'data', 'idcontent') ?? numberAt(content, 'idcontent')),
    idmenu: only(idmenu),
    idopcion: only(numberAt(option, 'data', 'idopcion') ?? numberAt(option, 'idopcion')),
    idimagen: only(idimagen),
    idplantilla: templatesA.slice(0, 3),
    idusuario: [fx.admin.idusuario],
  };
  const idsB: Record<string, number[]> = {
    idcliente: [tenantB.idcliente],
    idtipodenuncia: [channelB.idtipodenuncia],
    idformulario: [channelB.idformulario],
    idestadodenuncia: [1, 2],
    iddocumento: docB,
    idplantilla: templatesB.slice(0, 2),
    idusuario: [adminB.idusuario],
    ididioma: [1, 2, 3, 4, 5],
  };
  for (const [key, values] of Object.entries(idsA)) {
    if (values.length === 0) {
      log.push(`setup: no ${key} of tenant A (its cross-tenant checks are skipped)`);
    }
  }
  function answers() {
    return validAnswers();
  }
  const pools: Pools = {
    ids: { ...merge(idsA, idsB), iddenuncia: [case2.iddenuncia, case3.iddenuncia] },
    guids: [case1.guid, case2.guid, ...(guidB ? [guidB] : [])],
    receipts: [case1.receipt, case2.receipt],
    hostnames: [hostA, 'localhost', `${tenantB.codigo}.example.test`],
    answers,
  };
  const poolsA: Pools = {
    ids: idsA,
    guids: [case1.guid, case2.guid],
    receipts: [case1.receipt],
    hostnames: [hostA],
    answers,
  };
  const poolsCase2: Pools = {
    ids: { iddenuncia: [case2.iddenuncia], idnotificacion: idsA.idnotificacion ?? [] },
    guids: [case2.guid],
    receipts: [case2.receipt],
    hostnames: [hostA],
    answers,
  };

  const privado = ['privado'] as const;
  const secrets: Secret[] = [
    // Not the tenant's code or name: the public directory (GET /api/publico/cliente) lists every tenant.
    {
      name: "A's public content",
      text: publicSecret,
      visibleTo: ['none', 'publico', 'informante', 'privado', 'basura'],
    },
    { name: 'case 1 guid', text: case1.guid, visibleTo: ['informante', 'privado'] },
    { name: 'case 2 guid', text: case2.guid, visibleTo: privado },
    { name: 'case 1 answers', text: case1Secret, visibleTo: ['informante', 'privado'] },
    { name: 'case 2 answers', text: case2Secret, visibleTo: privado },
    { name: 'reporter addition', text: extraSecret, visibleTo: ['informante', 'privado'] },
    { name: 'chat message', text: chatSecret, visibleTo: ['informante', 'privado'] },
    { name: "A's internal data", text: noteSecret, visibleTo: privado },
  ];

  const tokens = {
    publico: fx.publicToken,
    informante: case1.reporter,
    privado: admin,
    privadoOtro: tokenB,
    // A signed token with one character of its signature changed.
    basura: `${admin.slice(0, -2)}${admin.endsWith('A') ? 'B' : 'A'}${admin.slice(-1)}`,
  };
  async function freshToken(kind: Exclude<TokenKind, 'none' | 'basura'>): Promise<string> {
    switch (kind) {
      case 'publico':
        return issueAccessToken(app, a, 'Publico');
      case 'informante':
        return issueInformanteToken(app, a, case1.guid);
      case 'privado':
        return issueAccessToken(app, a, 'Privado', fx.admin);
      case 'privadoOtro':
        return issueAccessToken(app, tenantB.idcliente, 'Privado', adminB);
    }
  }
  return { tokens, freshToken, pools, poolsA, poolsCase2, secrets, setupLog: log };
}
