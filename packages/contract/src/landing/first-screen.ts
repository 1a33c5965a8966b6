import { z } from 'zod';
import { tokenPairResponseSchema } from '../auth/auth.schemas.ts';
import type { ListRequestInput } from '../common/list.schemas.ts';
import { limits } from '../limits.ts';

/**
 * The first screen of the public channel (issue 14): the requests the web app makes to show it,
 * built here once so that the web app sends exactly what the server answered ahead of time in
 * the HTML (decision 033). Nothing here may depend on a person: these are a public visitor's.
 */

/** Content block codes of the public pages (spec §7). */
export const publicContentCodes = { home: 'inicio', denuncias: 'denuncias', accessibility: 'accesibilidad' } as const;

/** The footer menu's code (spec §7). */
export const footerMenuCode = 'pie';

/** The body `POST /api/denuncias/{resource}/GetList` is sent with for a list request. */
export function listRequestBody(request: ListRequestInput): ListRequestInput {
  return { start: 0, gettotal: true, ...request };
}

/** The menu `codigo` in language `ididioma` (one row). */
export function menuByCodeRequest(codigo: string, ididioma: number): ListRequestInput {
  return {
    length: 1,
    columns: [
      { name: 'codigo', data: codigo },
      { name: 'ididioma', data: ididioma },
    ],
  };
}

/** The visible options of menu `idmenu`, by `orden`. */
export function menuOptionsRequest(idmenu: number): ListRequestInput {
  return {
    length: limits.menuOptionListSize,
    sort: 'orden',
    order: 'asc',
    columns: [
      { name: 'idmenu', data: idmenu },
      { name: 'visible', data: true },
    ],
  };
}

/** The content block `codigo` in language `ididioma`. */
export function contentByCodeRequest(codigo: string, ididioma: number): ListRequestInput {
  return {
    length: 10,
    columns: [
      { name: 'codigo', data: codigo },
      { name: 'ididioma', data: ididioma },
    ],
  };
}

/**
 * The key of one request among the answers carried by the HTML: method, path and the exact JSON
 * body the web app sends (both sides build bodies with the functions above, so keys match).
 */
export function firstScreenRequestKey(method: string, path: string, body?: unknown): string {
  return body === undefined ? `${method} ${path}` : `${method} ${path} ${JSON.stringify(body)}`;
}

/** The id of the inert `<script type="application/json">` element that carries the first screen. */
export const firstScreenElementId = 'atalaya-first-screen';

/**
 * What the HTML carries: a public visitor's token pair for the page's tenant, and the answers of
 * the first screen's requests made with that token in `language` (the `Accept-Language` tag).
 */
export const firstScreenSchema = z.object({
  v: z.literal(1),
  language: z.string(),
  session: tokenPairResponseSchema,
  answers: z.record(z.string(), z.unknown()),
});
export type FirstScreen = z.infer<typeof firstScreenSchema>;
