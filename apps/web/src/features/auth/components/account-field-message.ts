import type { TFunction } from 'i18next';
import { accountMessages } from '@atalaya/contract/auth/account.schemas';

/** The translation keys of the contract's Spanish form messages (the Spanish text stays the default). */
const keys: Readonly<Record<string, string>> = {
  [accountMessages.passwordTooShort]: 'auth.validation.passwordTooShort',
  [accountMessages.passwordTooLong]: 'auth.validation.passwordTooLong',
  [accountMessages.passwordsDiffer]: 'auth.validation.passwordsDiffer',
  [accountMessages.nameRequired]: 'auth.validation.nameRequired',
  'Introduzca un correo electrónico válido': 'auth.validation.email',
};

/** A field's validation message in the interface language (unknown messages as they are). */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (message === undefined) {
    return undefined;
  }
  const key = keys[message];
  return key ? t(key, { defaultValue: message }) : message;
}
