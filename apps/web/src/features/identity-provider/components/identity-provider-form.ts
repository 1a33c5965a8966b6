import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  identityProviderBodySchema,
  levelOfAssuranceSchema,
  type IdentityProviderBody,
} from '@atalaya/contract/auth/clave.schemas';
import { formRefusalOf, type FormRefusal } from '@/lib/api-error.ts';

export type LevelOfAssurance = z.infer<typeof levelOfAssuranceSchema>;
export type IdentityProfile = IdentityProviderBody['perfil'];

/** Where the metadata comes from: pasted or read from a file (`xml`), or read by the server at an address (`url`). */
export type MetadataSource = 'xml' | 'url';
export const metadataSources: readonly MetadataSource[] = ['xml', 'url'];

/**
 * The form's values: the LoA is chosen whatever the profile and sent only for Cl@ve; both the XML
 * and the address are kept while the Responsable switches source, and only the chosen one is sent.
 */
export type IdentityProviderInput = z.input<typeof identityProviderBodySchema> & { origen: MetadataSource };
export type IdentityProviderField = keyof z.input<typeof identityProviderBodySchema>;

export const profiles: readonly IdentityProfile[] = ['clave', 'saml'];
export const levelsOfAssurance: readonly LevelOfAssurance[] = levelOfAssuranceSchema.options;
/** The level the server assumes for Cl@ve when none is sent. */
export const defaultLevelOfAssurance: LevelOfAssurance = 'substantial';

const fields: readonly IdentityProviderField[] = ['perfil', 'nivelLoa', 'metadataXml', 'metadataUrl'];
const bodyResolver = zodResolver(identityProviderBodySchema);

/** The contract's rules on the body actually sent: `nivelLoa` only with the Cl@ve profile. */
export const identityProviderResolver: Resolver<IdentityProviderInput, unknown, IdentityProviderBody> = (
  values,
  context,
  options,
) =>
  bodyResolver(
    {
      perfil: values.perfil,
      ...(values.origen === 'url'
        ? { metadataUrl: values.metadataUrl ?? '' }
        : { metadataXml: values.metadataXml ?? '' }),
      ...(values.perfil === 'clave' ? { nivelLoa: values.nivelLoa } : {}),
      ...(values.perfil === 'saml' ? attributesOf(values.atributos) : {}),
    },
    context,
    // `origen` is the form's own: the body's schema never sees it.
    { ...options, names: options.names?.filter((name): name is IdentityProviderField => name !== 'origen') },
  );

/** The attribute names typed (blank ones left out), or nothing when none was. */
function attributesOf(atributos: IdentityProviderInput['atributos']): Pick<IdentityProviderBody, 'atributos'> {
  const named = Object.fromEntries(
    Object.entries(atributos ?? {}).filter((entry): entry is [string, string] => (entry[1] ?? '').trim() !== ''),
  );
  return Object.keys(named).length === 0 ? {} : { atributos: named };
}

/** The company IdP's attributes the Responsable may name (decision 056). */
export const attributeFields = ['identificador', 'nombre', 'apellidos'] as const;

/** The server's refusal: its field errors (`body.<field>`) by form field, and the rest as text. */
export function refusalOf(error: unknown): FormRefusal<IdentityProviderField> {
  return formRefusalOf(error, fields);
}

const dayMs = 24 * 60 * 60 * 1000;
/** A pinned certificate expiring within this many days is flagged. */
export const expiryWarningDays = 30;

export type CertificateState = { kind: 'expired' } | { kind: 'expiring'; days: number } | { kind: 'valid' };

/** Whether a certificate (its `validTo`) has expired or expires within `expiryWarningDays` of `now`. */
export function certificateState(validTo: string, now: number): CertificateState {
  const end = Date.parse(validTo);
  if (Number.isNaN(end) || end <= now) {
    return { kind: 'expired' };
  }
  const days = Math.ceil((end - now) / dayMs);
  return days <= expiryWarningDays ? { kind: 'expiring', days } : { kind: 'valid' };
}
