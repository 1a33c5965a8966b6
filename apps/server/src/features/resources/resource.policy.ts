import { accessKinds, type AccessKind, type TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import { AppError, messages } from '../../lib/errors.ts';
import type { RouteAuth } from '../../plugins/auth.ts';
import type { Condition } from './resource.repository.ts';
import type { AccessPolicy, Operation, ResourceDefinition, RowScope } from './resource-definition.registry.ts';

/** Everybody with a token reads (non-administrators only visible rows); only administrators write. */
export const readVisibleWriteAdmin: AccessPolicy = {
  read: { Publico: 'visible', Informante: 'visible', Ciudadano: 'visible', Privado: 'all' },
  create: { Privado: 'all' },
  update: { Privado: 'all' },
  delete: { Privado: 'all' },
};

/** Everybody with a token reads every row of its tenant; only administrators write. */
export const readAllWriteAdmin: AccessPolicy = {
  read: { Publico: 'all', Informante: 'all', Ciudadano: 'all', Privado: 'all' },
  create: { Privado: 'all' },
  update: { Privado: 'all' },
  delete: { Privado: 'all' },
};

/** The access kinds a resource's policy lets reach an operation: the route's `config.auth`. */
export function routeAuthFor(definition: ResourceDefinition, operation: Operation): RouteAuth {
  const kinds: AccessKind[] = accessKinds.filter((kind) => definition.access[operation][kind] !== undefined);
  if (kinds.length === 0) {
    throw new Error(`Resource ${definition.name} allows nobody to ${operation}: leave the route out instead`);
  }
  return kinds;
}

/** The caller's row scope for an operation; refuses (403) a kind the policy does not list. */
export function scopeFor(definition: ResourceDefinition, operation: Operation, claims: TokenClaims): RowScope {
  const scope = definition.access[operation][claims.tipoacceso];
  if (scope === undefined) {
    throw new AppError('FORBIDDEN', messages.forbidden);
  }
  return scope;
}

/** Conditions every query of the caller carries: its tenant, and visibility when its scope says so. */
export function scopeConditions(definition: ResourceDefinition, scope: RowScope, claims: TokenClaims): Condition[] {
  const conditions: Condition[] = [{ column: definition.tenantColumn, value: claims.idcliente }];
  if (scope === 'visible' && definition.visibleColumn !== undefined) {
    conditions.push({ column: definition.visibleColumn, value: 1 });
  }
  return conditions;
}
