import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { menuOptionSchema, type MenuOption } from '@atalaya/contract/resources/menu.schemas';
import { notifyCrudFailure, notifyCrudSuccess, saveResource } from '@/components/admin-crud/admin-crud.ts';
import { menuOptionsQueryKey } from './menus.ts';

/** Gap between consecutive `orden` values, so an option can later be put between two without renumbering. */
export const ordenStep = 10;

/** The `orden` of the option at `index` of a menu's sequence. */
export function ordenAt(index: number): number {
  return (index + 1) * ordenStep;
}

/** `options` in the order of `ids`; options missing from `ids` (just created) go last, by `orden`. */
export function applyOrder(options: readonly MenuOption[], ids: readonly number[] | null): MenuOption[] {
  const byOrden = [...options].sort((a, b) => a.orden - b.orden || a.idopcion - b.idopcion);
  if (!ids) {
    return byOrden;
  }
  const position = new Map(ids.map((id, index) => [id, index]));
  const known = byOrden.filter((option) => position.has(option.idopcion));
  known.sort((a, b) => (position.get(a.idopcion) ?? 0) - (position.get(b.idopcion) ?? 0));
  return [...known, ...byOrden.filter((option) => !position.has(option.idopcion))];
}

/**
 * The order of a menu's options as the administrator arranges it: moves show at once, and each
 * new sequence is saved as `PUT trans_menu_opcion` of the options whose `orden` changed (10, 20,
 * 30…). Saves run one after another; one snackbar follows the last of a series of moves.
 */
export function useMenuOptionOrder(idmenu: number, serverOptions: readonly MenuOption[] | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [ids, setIds] = useState<number[] | null>(null);
  /** `orden` as stored, per option: what a save compares against. */
  const stored = useRef(new Map<number, number>());
  const pending = useRef(0);
  const failed = useRef(false);

  useEffect(() => {
    for (const option of serverOptions ?? []) {
      stored.current.set(option.idopcion, option.orden);
    }
  }, [serverOptions]);

  const ordered = useMemo(() => applyOrder(serverOptions ?? [], ids), [serverOptions, ids]);

  const mutation = useMutation({
    scope: { id: `menu-option-order-${idmenu}` },
    mutationFn: async (sequence: readonly MenuOption[]) => {
      for (const [index, option] of sequence.entries()) {
        const orden = ordenAt(index);
        if (stored.current.get(option.idopcion) !== orden) {
          const saved = await saveResource('trans_menu_opcion', { ...option, orden }, false, menuOptionSchema);
          stored.current.set(saved.idopcion, saved.orden);
        }
      }
    },
    onError: () => {
      failed.current = true;
    },
    onSettled: async (_data, error) => {
      pending.current -= 1;
      if (pending.current > 0) {
        return;
      }
      if (failed.current) {
        notifyCrudFailure('update', error, t);
        setIds(null);
      } else {
        notifyCrudSuccess('update', t);
      }
      failed.current = false;
      await queryClient.invalidateQueries({ queryKey: menuOptionsQueryKey(idmenu) });
    },
  });

  /** Moves the option at `from` to `to` and saves the new sequence. */
  function move(from: number, to: number): void {
    if (from === to || to < 0 || to >= ordered.length) {
      return;
    }
    const next = [...ordered];
    const [moved] = next.splice(from, 1);
    if (!moved) {
      return;
    }
    next.splice(to, 0, moved);
    setIds(next.map((option) => option.idopcion));
    pending.current += 1;
    mutation.mutate(next);
  }

  return { ordered, move, isSaving: mutation.isPending };
}
