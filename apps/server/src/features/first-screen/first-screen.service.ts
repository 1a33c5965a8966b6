import type { FastifyInstance } from 'fastify';
import type { TokenPairResponse } from '@atalaya/contract/auth/auth.schemas';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { listResponseSchema } from '@atalaya/contract/common/list.schemas';
import { skipAuthHeader } from '@atalaya/contract/http/headers';
import {
  contentByCodeRequest,
  firstScreenRequestKey,
  footerMenuCode,
  listRequestBody,
  menuByCodeRequest,
  menuOptionsRequest,
  publicContentCodes,
} from '@atalaya/contract/landing/first-screen';
import type { FirstScreen } from '@atalaya/contract/landing/first-screen';
import { defaultLanguage, languageIds, languageTags } from '@atalaya/contract/limits';
import { menuSchema } from '@atalaya/contract/resources/menu.schemas';
import { hasEmptyFeeds, visitorUser } from '../../domain/session/visitor-answers.rules.ts';
import { createTenantCache, type TenantCache } from '../../lib/tenant-cache.ts';
import { renderSplash } from './first-screen-splash.rules.ts';

/** The web app's `idaplicacion` in its token requests. */
const webApplicationId = 1;

/** The language the HTML's answers are made in: the web app's own default (it keeps a choice in the browser). */
const language = defaultLanguage;
const languageTag = languageTags[language];
const ididioma = languageIds[language];

/** The content block each public page opens with; other public pages carry the shell's answers only. */
const pageContent: Record<string, string> = {
  '/': publicContentCodes.home,
  '/denuncias': publicContentCodes.denuncias,
  '/accesibilidad': publicContentCodes.accessibility,
};

/** The back office and the sign-in pages never carry a public visitor's session. */
function isPublicPage(pathname: string): boolean {
  return !/^\/(admin|auth|sign-in|sign-out)(\/|$)/.test(pathname);
}

type Answers = Record<string, unknown>;

type Call = { method: 'GET' | 'POST'; path: string; body?: unknown };

/** The key the web app looks an answer up by. */
function keyOf(entry: Call): string {
  return firstScreenRequestKey(entry.method, entry.path, entry.body);
}

/** One API request through the whole server (auth, validation, the route's own code): its JSON answer if 200. */
async function call(app: FastifyInstance, token: string | null, { method, path, body }: Call): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': languageTag };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  if (token === null) {
    headers[skipAuthHeader] = 'true';
  } else {
    headers.authorization = `Bearer ${token}`;
  }
  const response = await app.inject({
    method,
    url: path,
    headers,
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return response.statusCode === 200 ? response.json() : undefined;
}

/** Makes the calls and records each 200 answer under the key the web app looks it up by. */
async function answerAll(app: FastifyInstance, token: string, calls: Call[], into: Answers): Promise<void> {
  const results = await Promise.all(calls.map((entry) => call(app, token, entry)));
  calls.forEach((entry, index) => {
    if (results[index] !== undefined) {
      into[keyOf(entry)] = results[index];
    }
  });
}

function listCall(resource: string, body: ReturnType<typeof listRequestBody>): Call {
  return { method: 'POST', path: `/api/denuncias/${resource}/GetList`, body };
}

/** What a tenant's pages share: the answers and the splash built from them. */
type TenantScreen = { answers: Answers; splash: string | null };

/** The tenant-wide answers (client info, navigation, the footer menu with its options, the page's block) and the splash. */
async function tenantScreen(
  app: FastifyInstance,
  token: string,
  contentCode: string | undefined,
): Promise<TenantScreen> {
  const answers: Answers = {};
  const menuCall = listCall('trans_menu', listRequestBody(menuByCodeRequest(footerMenuCode, ididioma)));
  const contentCall =
    contentCode === undefined
      ? undefined
      : listCall('den_denuncia_content', listRequestBody(contentByCodeRequest(contentCode, ididioma)));
  const calls: Call[] = [
    { method: 'GET', path: '/api/publico/cliente/info' },
    { method: 'GET', path: '/api/common/navigation' },
    menuCall,
    ...(contentCall ? [contentCall] : []),
  ];
  await answerAll(app, token, calls, answers);
  const menus = listResponseSchema(menuSchema).safeParse(answers[keyOf(menuCall)]);
  const menu = menus.success ? menus.data.data[0] : undefined;
  if (menu) {
    const optionsCall = listCall('trans_menu_opcion', listRequestBody(menuOptionsRequest(menu.idmenu)));
    await answerAll(app, token, [optionsCall], answers);
  }
  const contentKey = contentCall && keyOf(contentCall);
  return { answers, splash: renderSplash(answers, contentKey) };
}

/** The claims of a token this builder was just issued: read, not verified. */
type IssuedClaims = { idcliente: number; unique_name: string; tipoacceso: string };

function claimsOf(pair: TokenPairResponse): IssuedClaims | undefined {
  const payload = pair.accesstoken.token.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Record<string, unknown>>;
  const { idcliente, unique_name: uniqueName, tipoacceso } = claims;
  return typeof idcliente === 'number' && typeof uniqueName === 'string' && typeof tipoacceso === 'string'
    ? { idcliente, unique_name: uniqueName, tipoacceso }
    : undefined;
}

const sessionCalls = {
  user: { method: 'GET', path: '/api/common/user' },
  messages: { method: 'GET', path: '/api/common/messages' },
  notifications: { method: 'GET', path: '/api/common/notifications' },
} as const satisfies Record<string, Call>;

/**
 * A public session's own answers (the visitor, its feeds): made for each new token, never kept,
 * from the rules those routes answer it by (decision 074), not through three more requests.
 */
function publicSessionAnswers(claims: IssuedClaims): Answers {
  return {
    [keyOf(sessionCalls.user)]: visitorUser(claims),
    [keyOf(sessionCalls.messages)]: [],
    [keyOf(sessionCalls.notifications)]: [],
  };
}

/** What a public page's HTML carries: the first screen's data and its splash (spec §9). */
export type CarriedScreen = { screen: FirstScreen; splash: string | null };

export type FirstScreenBuilder = {
  /** The first screen of `pathname` on `hostname`, or null (not a public page, unknown host). */
  build(hostname: string, pathname: string): Promise<CarriedScreen | null>;
  /** Drops what is kept of a tenant (its configuration changed). */
  forgetTenant(idcliente: number): void;
};

/** How long the tenant-wide answers are kept (another process's change shows within this). */
export const firstScreenTtlMs = 10_000;

/**
 * Builds what the HTML of a public page carries (decision 033): a fresh public token pair (no
 * write: decision 023) and the answers the page would ask for first, made through the API's own
 * routes with that token, so they are exactly what the web app would have received.
 */
export function createFirstScreenBuilder(
  app: FastifyInstance,
  cache: TenantCache<TenantScreen> = createTenantCache(firstScreenTtlMs),
): FirstScreenBuilder {
  return {
    async build(hostname, pathname) {
      if (!isPublicPage(pathname)) {
        return null;
      }
      const issued = tokenPairResponseSchema.safeParse(
        await call(app, null, {
          method: 'POST',
          path: '/api/auth/publico',
          body: { url: hostname, idaplicacion: webApplicationId },
        }),
      );
      const claims = issued.success ? claimsOf(issued.data) : undefined;
      // The route issues public sessions only; their feeds are empty without a read.
      if (!issued.success || claims === undefined || !hasEmptyFeeds(claims)) {
        return null;
      }
      const { idcliente } = claims;
      const token = issued.data.accesstoken.token;
      const contentCode = pageContent[pathname];
      const cacheKey = `${languageTag}|${contentCode ?? ''}`;
      let shared = cache.get(idcliente, cacheKey);
      if (!shared) {
        shared = await tenantScreen(app, token, contentCode);
        cache.set(idcliente, cacheKey, shared);
      }
      const own = publicSessionAnswers(claims);
      return {
        screen: { v: 1, language: languageTag, session: issued.data, answers: { ...shared.answers, ...own } },
        splash: shared.splash,
      };
    },
    forgetTenant(idcliente) {
      cache.forgetTenant(idcliente);
    },
  };
}
