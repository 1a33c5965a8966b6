import { z } from 'zod';
import { i18nDraftTextSchema, i18nTextSchema, optionalI18nTextSchema } from './i18n-text.schemas.ts';

/**
 * Refusals of the channel configuration, answered by the server in Spanish; the web app
 * recognises them by these exact texts and shows them in the interface language.
 */
export const channelConfigRefusals = {
  typeInUse: 'El tipo está en uso: desactívelo en lugar de eliminarlo',
  statusInUse: 'El estado está en uso: cambie antes el estado de las comunicaciones que lo tienen',
  resolvedStatusDelete: 'El estado 1 (resuelta) no puede eliminarse',
  resolvedStatusInitial: 'El estado 1 (resuelta) no puede ser el estado inicial',
  resolvedStatusNoInvestigation: 'El estado 1 (resuelta) no puede marcarse como inadmisión',
  initialStatusNoInvestigation: 'El estado inicial no puede marcarse como inadmisión',
} as const;

/** A status colour: `#RRGGBB`. */
export const statusColorPattern = /^#[0-9a-fA-F]{6}$/;
export const statusColorMessage = 'El color debe tener la forma #RRGGBB';

/** Complaint type (den_tipos_denuncia): what can be reported, and the form it asks. */
export const complaintTypeSchema = z.object({
  idtipodenuncia: z.int32(),
  nombre: i18nTextSchema,
  descripcion: optionalI18nTextSchema,
  orden: z.int32(),
  activo: z.boolean(),
  idformulario: z.int32(),
});
export type ComplaintType = z.infer<typeof complaintTypeSchema>;

export const complaintTypeInputSchema = z
  .object({
    idtipodenuncia: z.int32().positive().optional(),
    nombre: i18nTextSchema,
    descripcion: optionalI18nTextSchema.default({}),
    orden: z.int32().min(0).max(100_000).default(0),
    activo: z.boolean().default(true),
    idformulario: z.int32().positive(),
  })
  .strict();
export type ComplaintTypeInput = z.infer<typeof complaintTypeInputSchema>;

/** `GET /api/denuncias/den_tipos_denuncia/`: a new type (no key) with its defaults. */
export const complaintTypeDraftSchema = complaintTypeSchema
  .omit({ idtipodenuncia: true })
  .extend({ nombre: i18nDraftTextSchema });
export type ComplaintTypeDraft = z.infer<typeof complaintTypeDraftSchema>;
export const emptyComplaintType: ComplaintTypeDraft = {
  nombre: { es: '' },
  descripcion: {},
  orden: 0,
  activo: true,
  idformulario: 0,
};

/**
 * Complaint status (den_estados_denuncia), keyed per tenant: `idestadodenuncia` is assigned as the
 * tenant's highest + 1 on create. Status 1 means resolved, always exists and cannot be deleted
 * (spec §4); the `inicial` status (at most one per tenant, else 2) is given to new complaints.
 * `sin_investigacion` marks a status that ends a case without an investigation (inadmission, art
 * 18.2.a Ley 2/2023): a case in it is purged 3 months after receipt like one that was never handled
 * (art 32.4; decision 063). Not for status 1 nor for the initial status.
 */
export const resolvedStatusId = 1;
export const complaintStatusSchema = z.object({
  idestadodenuncia: z.int32(),
  nombre: i18nTextSchema,
  color: z.string(),
  orden: z.int32(),
  inicial: z.boolean(),
  sin_investigacion: z.boolean().default(false),
});
export type ComplaintStatus = z.infer<typeof complaintStatusSchema>;

export const complaintStatusInputSchema = z
  .object({
    idestadodenuncia: z.int32().positive().optional(),
    nombre: i18nTextSchema,
    color: z.string().regex(statusColorPattern, statusColorMessage).default('#607d8b'),
    orden: z.int32().min(0).max(100_000).default(0),
    inicial: z.boolean().default(false),
    sin_investigacion: z.boolean().default(false),
  })
  .strict();
export type ComplaintStatusInput = z.infer<typeof complaintStatusInputSchema>;

/** `GET /api/denuncias/den_estados_denuncia/`: a new status (no key) with its defaults. */
export const complaintStatusDraftSchema = complaintStatusSchema
  .omit({ idestadodenuncia: true })
  .extend({ nombre: i18nDraftTextSchema });
export type ComplaintStatusDraft = z.infer<typeof complaintStatusDraftSchema>;
export const emptyComplaintStatus: ComplaintStatusDraft = {
  nombre: { es: '' },
  color: '#607d8b',
  orden: 0,
  inicial: false,
  sin_investigacion: false,
};

/** Status 2 "Recibida": what new complaints get when no status of the tenant is flagged `inicial`. */
export const fallbackInitialStatusId = 2;
