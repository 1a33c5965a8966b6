/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';

/**
 * Decision 058: the citizen's single logout at the IdP (issue 16 §1).
 * `proveedores_identidad.idp_slo_url`: the IdP's HTTP-POST SingleLogoutService from its metadata
 * (null: the IdP offers none, or it was configured before this migration — saving it again reads it);
 * `saml_peticiones.sesion_idp` and `sesiones.sesion_idp`: the IdP's session of a sign-in (NameID,
 * its format and qualifiers, SessionIndex), sealed with the tenant's key, from the ACS to the code
 * exchange and then with the session it opened. A logout request is a `saml_peticiones` row too.
 */
export function idpSingleLogout() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('proveedores_identidad').addColumn('idp_slo_url', 'text').execute();
      await db.schema.alterTable('saml_peticiones').addColumn('sesion_idp', 'text').execute();
      await db.schema.alterTable('sesiones').addColumn('sesion_idp', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('sesiones').dropColumn('sesion_idp').execute();
      await db.schema.alterTable('saml_peticiones').dropColumn('sesion_idp').execute();
      await db.schema.alterTable('proveedores_identidad').dropColumn('idp_slo_url').execute();
    },
  };
}
