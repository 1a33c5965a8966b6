/** Generic resources under `/api/denuncias/{resource}/` (spec §7). Later issues add more. */
export const resourceNames = [
  'den_denuncia_content',
  'trans_menu',
  'trans_menu_opcion',
  'den_tipos_denuncia',
  'den_estados_denuncia',
  'den_formularios',
] as const;
export type ResourceName = (typeof resourceNames)[number];
