import { queryOptions, useQuery } from '@tanstack/react-query';
import { limits } from '@atalaya/contract/limits';
import { menuOptionSchema, menuSchema } from '@atalaya/contract/resources/menu.schemas';
import type { Menu, MenuOption } from '@atalaya/contract/resources/menu.schemas';
import { findResourceList } from '@/lib/resources.ts';

export const menusQueryKey = ['admin', 'menus'] as const;

export function menuOptionsQueryKey(idmenu: number) {
  return ['admin', 'menu-options', idmenu] as const;
}

/** `POST trans_menu/GetList`: every menu of the tenant, by code. */
export async function findAllMenus(signal?: AbortSignal): Promise<Menu[]> {
  const answer = await findResourceList('trans_menu', { length: -1, sort: 'codigo', order: 'asc' }, menuSchema, signal);
  return answer.data;
}

export function useAdminMenus() {
  return useQuery(queryOptions({ queryKey: menusQueryKey, queryFn: ({ signal }) => findAllMenus(signal) }));
}

/** `POST trans_menu_opcion/GetList` by idmenu: every option (visible or not) by `orden`, at most 1000 (spec §9). */
export async function findAllMenuOptions(idmenu: number, signal?: AbortSignal): Promise<MenuOption[]> {
  const answer = await findResourceList(
    'trans_menu_opcion',
    { length: limits.menuOptionListSize, sort: 'orden', order: 'asc', columns: [{ name: 'idmenu', data: idmenu }] },
    menuOptionSchema,
    signal,
  );
  return answer.data;
}

export function useAdminMenuOptions(idmenu: number | null) {
  return useQuery(
    queryOptions({
      queryKey: menuOptionsQueryKey(idmenu ?? 0),
      queryFn: ({ signal }) => findAllMenuOptions(idmenu ?? 0, signal),
      enabled: idmenu !== null,
    }),
  );
}
