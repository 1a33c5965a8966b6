import { z } from 'zod';
import {
  channelConfigRefusals,
  complaintStatusDraftSchema,
  complaintStatusInputSchema,
  complaintStatusSchema,
  complaintTypeDraftSchema,
  complaintTypeInputSchema,
  complaintTypeSchema,
  emptyComplaintStatus,
  emptyComplaintType,
  resolvedStatusId,
} from '@atalaya/contract/complaints/complaint-type.schemas';
import {
  emptyForm,
  formDraftSchema,
  formFieldSchema,
  formInputSchema,
  formSchema,
} from '@atalaya/contract/complaints/form.schemas';
import { i18nTextSchema, optionalI18nTextSchema } from '@atalaya/contract/complaints/i18n-text.schemas';
import { AppError, messages } from '../../lib/errors.ts';
import {
  archiveFormVersion,
  clearOtherInitialStatuses,
  formExistsInTenant,
  isFormUsedByTypes,
  isUsedByComplaints,
} from './channel-config.repository.ts';
import { defineResource, type ResourceDefinition } from './resource-definition.registry.ts';
import { readAllWriteAdmin, readVisibleWriteAdmin } from './resource.policy.ts';

export const channelConfigMessages = {
  ...channelConfigRefusals,
  formInUse: 'El formulario está en uso: desactívelo en lugar de eliminarlo',
  formMissing: 'El formulario indicado no existe',
} as const;

/** A JSON column read back through its contract schema (written only through the same schema). */
function parseStored<S extends z.ZodType>(schema: S, text: string): z.output<S> {
  return schema.parse(JSON.parse(text));
}

const formFieldsSchema = z.array(formFieldSchema);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A stored name: the per-language JSON written through `i18nTextSchema`. A row written before
 * names were per language holds plain text (or a JSON string), read back as its Spanish text.
 */
export function readStoredName(text: string): z.output<typeof i18nTextSchema> {
  const json = parseJson(text);
  const parsed = i18nTextSchema.safeParse(json);
  if (parsed.success) {
    return parsed.data;
  }
  const plain = (typeof json === 'string' ? json : text).trim();
  return { es: plain.slice(0, 2000) || '-' };
}

/** A stored description per language; plain text from older rows reads as the Spanish one. */
export function readStoredDescription(text: string): z.output<typeof optionalI18nTextSchema> {
  const json = parseJson(text);
  const parsed = optionalI18nTextSchema.safeParse(json);
  if (parsed.success) {
    return parsed.data;
  }
  const plain = (typeof json === 'string' ? json : text).trim();
  return plain ? { es: plain.slice(0, 4000) } : {};
}

/** den_tipos_denuncia: non-administrators see active types only. */
const complaintTypes = defineResource({
  name: 'den_tipos_denuncia',
  table: 'den_tipos_denuncia',
  key: 'idtipodenuncia',
  tenantColumn: 'idcliente',
  visibleColumn: 'activo',
  entitySchema: complaintTypeSchema,
  inputSchema: complaintTypeInputSchema,
  draftSchema: complaintTypeDraftSchema,
  empty: emptyComplaintType,
  present: (row) => ({
    idtipodenuncia: row.idtipodenuncia,
    nombre: readStoredName(row.nombre),
    descripcion: readStoredDescription(row.descripcion),
    orden: row.orden,
    activo: row.activo === 1,
    idformulario: row.idformulario,
  }),
  toValues: (input) => ({
    nombre: JSON.stringify(input.nombre),
    descripcion: JSON.stringify(input.descripcion),
    orden: input.orden,
    activo: input.activo ? 1 : 0,
    idformulario: input.idformulario,
  }),
  // Another tenant's form answers exactly like a missing one.
  checkReferences: async (db, idcliente, input) => {
    if (!(await formExistsInTenant(db, idcliente, input.idformulario))) {
      throw new AppError('VALIDATION_FAILED', messages.validation, {
        errors: [{ path: 'body.den_tipos_denuncia.idformulario', message: channelConfigMessages.formMissing }],
      });
    }
  },
  rules: {
    beforeDelete: async (db, idcliente, current) => {
      if (await isUsedByComplaints(db, idcliente, { idtipodenuncia: current.idtipodenuncia })) {
        throw new AppError('CONFLICT', channelConfigMessages.typeInUse);
      }
    },
  },
  filters: { activo: 'boolean' },
  sorts: ['orden', 'idtipodenuncia'],
  defaultSort: { column: 'orden', order: 'asc' },
  access: readVisibleWriteAdmin,
  conflictMessage: 'Ya existe un tipo de comunicación igual',
});

/** den_estados_denuncia: key (idcliente, idestadodenuncia), the id assigned per tenant; status 1 is fixed. */
const complaintStatuses = defineResource({
  name: 'den_estados_denuncia',
  table: 'den_estados_denuncia',
  key: 'idestadodenuncia',
  perTenantKeyFrom: resolvedStatusId + 1,
  tenantColumn: 'idcliente',
  entitySchema: complaintStatusSchema,
  inputSchema: complaintStatusInputSchema,
  draftSchema: complaintStatusDraftSchema,
  empty: emptyComplaintStatus,
  present: (row) => ({
    idestadodenuncia: row.idestadodenuncia,
    nombre: readStoredName(row.nombre),
    color: row.color,
    orden: row.orden,
    inicial: row.inicial === 1,
    sin_investigacion: row.sin_investigacion === 1,
  }),
  toValues: (input) => ({
    nombre: JSON.stringify(input.nombre),
    color: input.color,
    orden: input.orden,
    inicial: input.inicial ? 1 : 0,
    sin_investigacion: input.sin_investigacion ? 1 : 0,
  }),
  checkReferences: async (_db, _idcliente, input) => {
    if (input.idestadodenuncia === resolvedStatusId && input.inicial) {
      throw new AppError('BUSINESS_RULE', channelConfigMessages.resolvedStatusInitial);
    }
    if (input.idestadodenuncia === resolvedStatusId && input.sin_investigacion) {
      throw new AppError('BUSINESS_RULE', channelConfigMessages.resolvedStatusNoInvestigation);
    }
    if (input.inicial && input.sin_investigacion) {
      throw new AppError('BUSINESS_RULE', channelConfigMessages.initialStatusNoInvestigation);
    }
  },
  rules: {
    afterWrite: async (db, idcliente, row) => {
      if (row.inicial === 1) {
        await clearOtherInitialStatuses(db, idcliente, row.idestadodenuncia);
      }
    },
    beforeDelete: async (db, idcliente, current) => {
      if (current.idestadodenuncia === resolvedStatusId) {
        throw new AppError('BUSINESS_RULE', channelConfigMessages.resolvedStatusDelete);
      }
      if (await isUsedByComplaints(db, idcliente, { idestadodenuncia: current.idestadodenuncia })) {
        throw new AppError('CONFLICT', channelConfigMessages.statusInUse);
      }
    },
  },
  filters: { inicial: 'boolean', sin_investigacion: 'boolean' },
  sorts: ['orden', 'idestadodenuncia'],
  defaultSort: { column: 'orden', order: 'asc' },
  access: readAllWriteAdmin,
  conflictMessage: 'Otro estado se ha creado a la vez: vuelva a intentarlo',
});

/**
 * den_formularios: when complaints already answered the current version, editing the questions
 * archives them in den_formularios_versiones and bumps `version`, so those complaints keep theirs.
 */
const forms = defineResource({
  name: 'den_formularios',
  table: 'den_formularios',
  key: 'idformulario',
  tenantColumn: 'idcliente',
  entitySchema: formSchema,
  inputSchema: formInputSchema,
  draftSchema: formDraftSchema,
  empty: emptyForm,
  present: (row) => ({
    idformulario: row.idformulario,
    nombre: row.nombre,
    version: row.version,
    campos: parseStored(formFieldsSchema, row.campos),
    activo: row.activo === 1,
  }),
  toValues: (input, { now, operation }) => ({
    nombre: input.nombre,
    campos: JSON.stringify(input.campos),
    activo: input.activo ? 1 : 0,
    fec_modificacion: now,
    ...(operation === 'create' ? { fec_alta: now, version: 1 } : {}),
  }),
  rules: {
    beforeUpdate: async (db, idcliente, current, values) => {
      const changed = values.campos !== undefined && values.campos !== current.campos;
      const answered = await isUsedByComplaints(db, idcliente, {
        idformulario: current.idformulario,
        version: current.version,
      });
      if (!changed || !answered) {
        return values;
      }
      await archiveFormVersion(db, current);
      return { ...values, version: current.version + 1 };
    },
    beforeDelete: async (db, idcliente, current) => {
      if (
        (await isFormUsedByTypes(db, idcliente, current.idformulario)) ||
        (await isUsedByComplaints(db, idcliente, { idformulario: current.idformulario }))
      ) {
        throw new AppError('CONFLICT', channelConfigMessages.formInUse);
      }
    },
  },
  filters: { activo: 'boolean' },
  sorts: ['idformulario', 'nombre'],
  defaultSort: { column: 'idformulario', order: 'asc' },
  access: readAllWriteAdmin,
  conflictMessage: 'Ya existe un formulario igual',
});

/** The channel configuration resources (reporter issue): complaint types, statuses and forms. */
export const channelConfigResources: readonly ResourceDefinition[] = [complaintTypes, complaintStatuses, forms];
