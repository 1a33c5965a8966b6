/** The contract's menu validation texts and their translation keys. */
export const menuFieldMessages: ReadonlyMap<string, string> = new Map([
  ['El título es obligatorio', 'menusAdmin.titleRequired'],
  ['El código es obligatorio', 'menusAdmin.codeRequired'],
  ['El código solo admite letras, números, punto, guion y guion bajo', 'menusAdmin.codeInvalid'],
  ['La URL es obligatoria', 'menusAdmin.urlRequired'],
  ['La URL debe empezar por http://, https://, mailto:, / o #', 'menusAdmin.urlInvalid'],
]);

/** The server's refusals on menus and their translation keys. */
export const menuRefusals: ReadonlyMap<string, string> = new Map([
  ['Ya existe un menú con ese código en ese idioma', 'menusAdmin.menuConflict'],
  ['El menú indicado no existe', 'menusAdmin.menuMissing'],
  ...menuFieldMessages,
]);

/** An option whose url starts with http or https opens in a new tab (spec §2). */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}
