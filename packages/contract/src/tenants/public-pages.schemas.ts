import { z } from 'zod';
import { isoDaySchema } from '../common/day.schemas.ts';

/**
 * The external channel a tenant points reporters to (Ley 2/2023, título III): the national
 * Autoridad Independiente de Protección del Informante or a regional authority, with its own URL.
 */
export const externalAuthorities = {
  aai: {
    nombre: 'Autoridad Independiente de Protección del Informante',
    url: 'https://www.proteccioninformante.gob.es/',
  },
} as const;

/** The Ley 2/2023 text on the BOE: what the first demo seed used as "external channel" by mistake. */
export const lawTextUrl = 'https://www.boe.es/eli/es/l/2023/02/20/2/con';

/** Conformance of the public site with RD 1112/2018 (UNE-EN 301 549): total, partial or none. */
export const accessibilityConformances = ['total', 'parcial', 'no'] as const;
export type AccessibilityConformance = (typeof accessibilityConformances)[number];

/** How the statement was prepared: a self-assessment or an assessment by a third party. */
export const accessibilityMethods = ['autoevaluacion', 'externa'] as const;

const optionalDaySchema = z.union([z.literal(''), isoDaySchema]);

/**
 * The tenant's own facts of its accessibility statement (RD 1112/2018, art. 15 and the model of
 * Decisión de Ejecución (UE) 2018/1523): conformance, when and how it was prepared and reviewed,
 * and where to send accessibility communications. The rest of the statement (sections, the
 * enforcement procedure) is the product's text in every language.
 */
export const accessibilityStatementSchema = z
  .object({
    estado: z.enum(accessibilityConformances),
    metodo: z.enum(accessibilityMethods),
    fecha_preparacion: optionalDaySchema,
    fecha_revision: optionalDaySchema,
    contacto_email: z.union([
      z.literal(''),
      z.email({ error: 'Introduzca un correo electrónico válido' }).max(254, 'Máximo 254 caracteres'),
    ]),
  })
  .strict()
  .refine(
    (value) =>
      value.fecha_revision === '' || value.fecha_preparacion === '' || value.fecha_revision >= value.fecha_preparacion,
    { path: ['fecha_revision'], message: 'La revisión no puede ser anterior a la preparación' },
  );
export type AccessibilityStatement = z.infer<typeof accessibilityStatementSchema>;

/** What a tenant that has not filled its statement in shows: partial conformance, no dates yet. */
export const accessibilityStatementDefaults: AccessibilityStatement = {
  estado: 'parcial',
  metodo: 'autoevaluacion',
  fecha_preparacion: '',
  fecha_revision: '',
  contacto_email: '',
};
