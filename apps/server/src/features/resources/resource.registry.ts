import {
  contentDraftSchema,
  contentInputSchema,
  contentSchema,
  emptyContent,
} from '@atalaya/contract/resources/content.schemas';
import {
  emptyMenu,
  emptyMenuOption,
  menuDraftSchema,
  menuInputSchema,
  menuOptionDraftSchema,
  menuOptionInputSchema,
  menuOptionSchema,
  menuSchema,
} from '@atalaya/contract/resources/menu.schemas';
import { AppError } from '../../lib/errors.ts';
import { sanitizeContentHtml } from '../../lib/content-html.ts';
import { channelConfigResources } from './channel-config.registry.ts';
import { defineResource, type ResourceDefinition } from './resource-definition.registry.ts';
import { readAllWriteAdmin, readVisibleWriteAdmin } from './resource.policy.ts';
import { menuExistsInTenant } from './resource.repository.ts';

const content = defineResource({
  name: 'den_denuncia_content',
  table: 'den_denuncia_content',
  key: 'idcontent',
  tenantColumn: 'idcliente',
  visibleColumn: 'visible',
  entitySchema: contentSchema,
  inputSchema: contentInputSchema,
  draftSchema: contentDraftSchema,
  empty: emptyContent,
  present: (row) => ({
    idcontent: row.idcontent,
    codigo: row.codigo,
    ididioma: row.ididioma,
    titulo: row.titulo,
    contenido: row.contenido,
    visible: row.visible === 1,
  }),
  toValues: (input, { now, operation }) => ({
    codigo: input.codigo,
    ididioma: input.ididioma,
    titulo: input.titulo,
    contenido: sanitizeContentHtml(input.contenido),
    visible: input.visible ? 1 : 0,
    fec_modificacion: now,
    ...(operation === 'create' ? { fec_alta: now } : {}),
  }),
  filters: { codigo: 'text', ididioma: 'integer', visible: 'boolean' },
  sorts: ['idcontent', 'codigo', 'ididioma', 'titulo'],
  defaultSort: { column: 'idcontent', order: 'asc' },
  access: readVisibleWriteAdmin,
  conflictMessage: 'Ya existe un contenido con ese código en ese idioma',
});

const menu = defineResource({
  name: 'trans_menu',
  table: 'trans_menu',
  key: 'idmenu',
  tenantColumn: 'idcliente',
  entitySchema: menuSchema,
  inputSchema: menuInputSchema,
  draftSchema: menuDraftSchema,
  empty: emptyMenu,
  present: (row) => ({ idmenu: row.idmenu, titulo: row.titulo, codigo: row.codigo, ididioma: row.ididioma }),
  toValues: (input) => ({ titulo: input.titulo, codigo: input.codigo, ididioma: input.ididioma }),
  filters: { codigo: 'text', ididioma: 'integer' },
  sorts: ['idmenu', 'titulo', 'codigo'],
  defaultSort: { column: 'idmenu', order: 'asc' },
  access: readAllWriteAdmin,
  conflictMessage: 'Ya existe un menú con ese código en ese idioma',
});

const menuOption = defineResource({
  name: 'trans_menu_opcion',
  table: 'trans_menu_opcion',
  key: 'idopcion',
  tenantColumn: 'idcliente',
  visibleColumn: 'visible',
  entitySchema: menuOptionSchema,
  inputSchema: menuOptionInputSchema,
  draftSchema: menuOptionDraftSchema,
  empty: emptyMenuOption,
  present: (row) => ({
    idopcion: row.idopcion,
    idmenu: row.idmenu,
    titulo: row.titulo,
    url: row.url,
    orden: row.orden,
    visible: row.visible === 1,
  }),
  toValues: (input) => ({
    idmenu: input.idmenu,
    titulo: input.titulo,
    url: input.url,
    orden: input.orden,
    visible: input.visible ? 1 : 0,
  }),
  // Another tenant's menu answers exactly like a missing one: the option is never linked across tenants.
  checkReferences: async (db, idcliente, input) => {
    if (!(await menuExistsInTenant(db, idcliente, input.idmenu))) {
      throw new AppError('VALIDATION_FAILED', 'Los datos enviados no son válidos', {
        errors: [{ path: 'body.trans_menu_opcion.idmenu', message: 'El menú indicado no existe' }],
      });
    }
  },
  filters: { idmenu: 'integer', visible: 'boolean' },
  sorts: ['orden', 'titulo', 'idopcion'],
  defaultSort: { column: 'orden', order: 'asc' },
  access: readVisibleWriteAdmin,
  conflictMessage: 'Ya existe una opción igual en ese menú',
});

/**
 * Every resource under `/api/denuncias/{resource}/`. Nothing else is reachable through the
 * generic routes: a table, column, filter or sort not declared here does not exist for the API.
 */
export const resourceRegistry: readonly ResourceDefinition[] = [content, menu, menuOption, ...channelConfigResources];
