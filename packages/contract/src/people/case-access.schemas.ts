import { z } from 'zod';
import { peopleRoleSchema } from './people.schemas.ts';

/**
 * Who may see a case (issue 15 §4; Ley 2/2023 art 8.4–8.5 and 32.1). Only a Responsable of the
 * case's tenant may call these; every change is audited (asignar_caso, desasignar_caso,
 * excluir_persona, readmitir_persona). `{id}` is the case's iddenuncia, as in `{id}/estado`.
 */

export const exclusionReasonMin = 5;
export const exclusionReasonMax = 500;

/** A person named on the case's access panel. */
export const caseAccessPersonSchema = z.object({
  idusuario: z.int32(),
  nombre: z.string(),
  email: z.string(),
  rol: peopleRoleSchema,
});
export type CaseAccessPerson = z.infer<typeof caseAccessPersonSchema>;

export const caseAssignmentSchema = caseAccessPersonSchema.extend({ fec_alta: z.string() });
export type CaseAssignment = z.infer<typeof caseAssignmentSchema>;

export const caseExclusionSchema = caseAccessPersonSchema.extend({ motivo: z.string(), fec_alta: z.string() });
export type CaseExclusion = z.infer<typeof caseExclusionSchema>;

/**
 * `GET /api/denuncias/den_denuncias/{id}/acceso`: the gestores assigned to the case, the people
 * excluded from it (with the reason), the active gestores who could still be assigned (neither
 * assigned nor excluded), and the active people who could be excluded (gestores, assigned or not,
 * and auditors, not excluded yet; never a Responsable), each list by name.
 */
export const caseAccessSchema = z.object({
  asignados: z.array(caseAssignmentSchema),
  excluidos: z.array(caseExclusionSchema),
  candidatos: z.array(caseAccessPersonSchema),
  excluibles: z.array(caseAccessPersonSchema),
});
export type CaseAccess = z.infer<typeof caseAccessSchema>;
export const caseAccessResponseSchema = z.object({ success: z.literal(true), data: caseAccessSchema });
export type CaseAccessResponse = z.infer<typeof caseAccessResponseSchema>;

const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * Params of `PUT|DELETE /api/denuncias/den_denuncias/{id}/asignaciones/{idusuario}` (assign, unassign)
 * and `PUT|DELETE /api/denuncias/den_denuncias/{id}/exclusiones/{idusuario}` (exclude, lift).
 * Each answers the case's access as `GET …/acceso` does after the change.
 * Refusals: an excluded person cannot be assigned (409); only an active gestor can be assigned (409);
 * a Responsable cannot be excluded (409: their role gives them every case; change the role first,
 * decision 039); a person of another tenant is refused (409). PUT and DELETE are idempotent.
 */
export const caseAccessParamsSchema = z.object({ id: idSchema, idusuario: idSchema });
export const caseAccessCaseParamsSchema = z.object({ id: idSchema });

/** `PUT …/exclusiones/{idusuario}` body: why (conflict of interest); excluding also unassigns. */
export const excludeBodySchema = z
  .object({
    motivo: z
      .string()
      .trim()
      .min(exclusionReasonMin, `Indique el motivo (al menos ${exclusionReasonMin} caracteres)`)
      .max(exclusionReasonMax, `Máximo ${exclusionReasonMax} caracteres`),
  })
  .strict();
export type ExcludeBody = z.infer<typeof excludeBodySchema>;
