import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuByCodeRequest, menuOptionsRequest } from '@atalaya/contract/landing/first-screen';
import { languageIds } from '@atalaya/contract/limits';
import { menuOptionSchema, menuSchema } from '@atalaya/contract/resources/menu.schemas';
import type { Menu, MenuOption } from '@atalaya/contract/resources/menu.schemas';
import { findResourceList } from '@/lib/resources.ts';

export type MenuWithOptions = { menu: Menu; options: MenuOption[] };

async function findMenu(codigo: string, ididioma: number, signal?: AbortSignal): Promise<Menu | null> {
  const answer = await findResourceList('trans_menu', menuByCodeRequest(codigo, ididioma), menuSchema, signal);
  return answer.data[0] ?? null;
}

/** The visible options of a menu, by `orden` ascending (spec §7). */
export async function findMenuOptions(idmenu: number, signal?: AbortSignal): Promise<MenuOption[]> {
  const answer = await findResourceList('trans_menu_opcion', menuOptionsRequest(idmenu), menuOptionSchema, signal);
  return answer.data.filter((option) => option.visible).sort((a, b) => a.orden - b.orden);
}

/** Menu `codigo` in a language (Spanish when missing) with its visible options; `null` when none. */
export async function findMenuByCode(
  codigo: string,
  ididioma: number,
  signal?: AbortSignal,
): Promise<MenuWithOptions | null> {
  let menu = await findMenu(codigo, ididioma, signal);
  if (!menu && ididioma !== languageIds.es) {
    menu = await findMenu(codigo, languageIds.es, signal);
  }
  if (!menu) {
    return null;
  }
  return { menu, options: await findMenuOptions(menu.idmenu, signal) };
}

export function getMenuByCodeQueryOptions(codigo: string, ididioma: number) {
  return queryOptions({
    queryKey: ['menu', codigo, ididioma],
    queryFn: ({ signal }) => findMenuByCode(codigo, ididioma, signal),
  });
}

export function useMenuByCode(codigo: string, ididioma: number) {
  return useQuery(getMenuByCodeQueryOptions(codigo, ididioma));
}
