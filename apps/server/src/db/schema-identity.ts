import type { Generated } from 'kysely';

type Timestamp = string;

/** A tenant's identity provider for citizens (migration 020, decision 045); zero or one per tenant. */
export type IdentityProviderTable = {
  idcliente: number;
  perfil: 'clave' | 'saml';
  idp_entity_id: string;
  idp_sso_url: string;
  /** The IdP's HTTP-POST SingleLogoutService from its metadata (migration 029, decision 058); null: none. */
  idp_slo_url: string | null;
  /** JSON array of the IdP's signing certificates (base64 DER), pinned from its metadata. */
  idp_certificados: string;
  /** The address the metadata was read from, when the Responsable gave one (migration 027, decision 056). */
  idp_metadata_url: string | null;
  /** JSON `{identificador?, nombre?, apellidos?}`: a company IdP's attribute names (migration 027); null: the defaults. */
  atributos: string | null;
  /** The level of assurance asked of Cl@ve (`low`, `substantial`, `high`); null for `saml`. */
  nivel_loa: string | null;
  /** The SP's entity id and ACS URL, fixed when the IdP was configured. */
  sp_entity_id: string;
  sp_acs_url: string;
  /** The SP's private key (PEM), sealed with the tenant's key (lib/sealed-columns.ts). */
  sp_clave_privada: string;
  /** The SP's self-signed certificate (PEM), published in its metadata. */
  sp_certificado: string;
  fec_alta: Timestamp;
  fec_modificacion: Timestamp;
};

/** An AuthnRequest sent (migration 020): single use, 5 minutes; then the one-time code of its sign-in. */
export type SamlRequestTable = {
  idpeticion: string;
  idcliente: number;
  urlsuccess: string;
  urlerror: string;
  fec_alta: Timestamp;
  fec_usado: Timestamp | null;
  /** SHA-256 (hex) of the one-time code handed to urlsuccess. */
  codigo_hash: string | null;
  idtercero: number | null;
  fec_codigo_expira: Timestamp | null;
  fec_codigo_usado: Timestamp | null;
  /** The citizen's cross-tenant hash as this answer vouched for it (migration 028, decision 057). */
  vinculo: Generated<string | null>;
  /** The IdP's session of this sign-in, sealed (migration 029, decision 058), until its code is exchanged. */
  sesion_idp: Generated<string | null>;
};

/** A citizen of a tenant (migration 020): identifier as a keyed HMAC, name sealed. */
export type CitizenTable = {
  idtercero: Generated<number>;
  idcliente: number;
  identificador_hash: string;
  nombre: string;
  fec_alta: Timestamp;
  fec_ultimo_acceso: Timestamp;
  /** The profile of the IdP that verified the citizen at their last sign-in (migration 024); null before it. */
  proveedor: Generated<'clave' | 'saml' | null>;
  /** (enc) JSON `{email, telefono}` the citizen gave in "Mis datos" (migration 024, decision 052); null: none. */
  contacto: Generated<string | null>;
  fec_contacto: Generated<Timestamp | null>;
  /** HMAC of the identifier under a server-wide key: the same person in other tenants (migration 025, decision 053); null before it. */
  identificador_global: Generated<string | null>;
};

export type IdentityTables = {
  proveedores_identidad: IdentityProviderTable;
  saml_peticiones: SamlRequestTable;
  terceros: CitizenTable;
  aplicaciones: ApplicationTable;
  aplicaciones_accesos: ApplicationAccessTable;
};

/** Another application of a tenant (migration 025, decision 053): `thirdparty/clave`, `acceso/{appId}`. */
export type ApplicationTable = {
  idcliente: number;
  idaplicacion: string;
  nombre: string;
  url_retorno: string | null;
  fec_alta: Timestamp;
};

/** A profile (`ciudadano` or a back-office role) that may use an application (migration 025). */
export type ApplicationAccessTable = {
  idcliente: number;
  idaplicacion: string;
  perfil: string;
};
