import { dictionary } from '@zxcvbn-ts/language-common';
import { accountMessages, passwordRules } from '@atalaya/contract/auth/account.schemas';

/**
 * The common-password list: the ranked `passwords-common` dictionary of `@zxcvbn-ts/language-common`
 * (about 49,000 leaked passwords, shipped in the package: nothing is fetched at run time; decision
 * 036), lowercased into a set the first time a password is checked.
 */
let commonPasswords: ReadonlySet<string> | undefined;

function commonSet(): ReadonlySet<string> {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return commonPasswords;
}

/**
 * Whether a password is in the list, compared without case, as it is or without the digits and
 * symbols added at its end ("Dragon2024!!" is "dragon" with a suffix).
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '');
  const set = commonSet();
  return set.has(lower) || (stem.length >= 4 && set.has(stem));
}

/**
 * The first rule a new password breaks, as its Spanish message, or null: at least 12 characters
 * (at most 256), not a common password, and not containing the person's e-mail address nor the
 * part before the `@` when that part has 4 characters or more.
 */
export function passwordProblem(password: string, email: string): string | null {
  if ([...password].length < passwordRules.minLength) {
    return accountMessages.passwordTooShort;
  }
  if (password.length > passwordRules.maxLength) {
    return accountMessages.passwordTooLong;
  }
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  if ((address.length > 0 && lower.includes(address)) || (local.length >= 4 && lower.includes(local))) {
    return accountMessages.passwordHasEmail;
  }
  if (isCommonPassword(password)) {
    return accountMessages.passwordCommon;
  }
  return null;
}
