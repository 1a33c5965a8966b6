/** How the back office's table compares titles (web notification-table.ts): Spanish, ignoring case and accents. */
const titleCollator = new Intl.Collator('es', { sensitivity: 'base' });

type Titled = { idnotificacion: number; descripcion: string };

/**
 * The ids of one page of notifications ordered by their decrypted title (`descripcion` is sealed,
 * so SQL cannot order it); ties keep ascending `idnotificacion` order in both directions.
 */
export function pageIdsByTitle(
  titles: readonly Titled[],
  order: 'asc' | 'desc',
  page: { offset: number; limit: number },
): number[] {
  const direction = order === 'asc' ? 1 : -1;
  return [...titles]
    .sort(
      (a, b) => direction * titleCollator.compare(a.descripcion, b.descripcion) || a.idnotificacion - b.idnotificacion,
    )
    .slice(page.offset, page.offset + page.limit)
    .map((title) => title.idnotificacion);
}
