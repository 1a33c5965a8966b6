import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { FieldError, Resolver } from 'react-hook-form';
import {
  disclosureBasisMax,
  disclosureBasisMin,
  disclosureBodySchema,
  disclosureMessages,
  disclosureOmissionMax,
  disclosureOmissionMin,
  disclosureRecipientMax,
  disclosureRecipientMin,
  type DisclosureBody,
  type DisclosureInput,
} from '@atalaya/contract/people/identity-disclosure.schemas';
import { formRefusalOf, type FormRefusal } from '@/lib/api-error.ts';
import { displayTimeZone } from '@/lib/format.ts';

export type DisclosureField = keyof DisclosureInput;
const fields: readonly DisclosureField[] = ['destinatario', 'base_legal', 'fecha', 'avisar', 'motivo_omision'];

/** Today (`YYYY-MM-DD`) in the tenant's time zone: the default and the latest day of a disclosure. */
export function tenantToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: displayTimeZone(),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  function part(type: Intl.DateTimeFormatPartTypes): string {
    return parts.find((entry) => entry.type === type)?.value ?? '';
  }
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const bodyResolver = zodResolver(disclosureBodySchema);

/** The contract's rules; the reason is only sent (and a blank one counts as missing) when there is no notice. */
export const disclosureResolver: Resolver<DisclosureInput, unknown, DisclosureBody> = (values, context, options) =>
  bodyResolver(
    {
      ...values,
      motivo_omision: values.avisar || !values.motivo_omision?.trim() ? undefined : values.motivo_omision,
    },
    context,
    options,
  );

/** A field's message: the client's in the interface language, the server's (`type: 'server'`) as it words it. */
export function disclosureErrorMessage(
  t: TFunction,
  field: DisclosureField,
  error: FieldError | undefined,
): string | undefined {
  if (!error) {
    return undefined;
  }
  if (error.type === 'server') {
    return error.message;
  }
  switch (field) {
    case 'destinatario':
      return t('identityDisclosure.errors.recipient', { min: disclosureRecipientMin, max: disclosureRecipientMax });
    case 'base_legal':
      return t('identityDisclosure.errors.basis', { min: disclosureBasisMin, max: disclosureBasisMax });
    case 'fecha':
      return error.message === disclosureMessages.futureDate
        ? t('identityDisclosure.errors.futureDate')
        : t('identityDisclosure.errors.date');
    default:
      return t('identityDisclosure.errors.omission', { min: disclosureOmissionMin, max: disclosureOmissionMax });
  }
}

/** The server's refusal: its field errors (`body.<field>`) by form field, and the rest as text. */
export function refusalOf(error: unknown): FormRefusal<DisclosureField> {
  return formRefusalOf(error, fields);
}
