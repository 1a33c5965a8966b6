/** People for the contacts and chat seeds: unique names and the details that go with them. */
import { type Random, addDays } from './random.ts';
import {
  CITIES,
  COMPANY_KINDS,
  COMPANY_STEMS,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  JOB_TITLES,
  LAST_NAMES,
  PHONE_COUNTRIES,
  STREETS,
} from './words.ts';

export type EmailLabel = 'Personal' | 'Work';
export type PhoneLabel = 'Mobile' | 'Work' | 'Home';
export type EmailEntry = { email: string; label: EmailLabel };
export type PhoneEntry = { country: string; phoneNumber: string; label: PhoneLabel };

export type Person = {
  name: string;
  emails: EmailEntry[];
  phoneNumbers: PhoneEntry[];
  title: string | undefined;
  company: string;
  birthday: string;
  address: string;
};

export const EMAIL_LABELS: readonly EmailLabel[] = ['Personal', 'Work'];
export const PHONE_LABELS: readonly PhoneLabel[] = ['Mobile', 'Work', 'Home'];

/** `count` distinct full names (first name and family name). */
export function uniqueNames(random: Random, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) {
    names.add(`${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`);
  }
  return [...names];
}

function slugName(name: string): string {
  return name.toLowerCase().replace(/[^a-z]+/g, '.');
}

export function makePerson(random: Random, name: string, now: Date): Person {
  const company = `${random.pick(COMPANY_STEMS)} ${random.pick(COMPANY_KINDS)}`;
  const companyDomain = `${company.split(' ')[0]?.toLowerCase() ?? 'company'}.example`;
  const emails: EmailEntry[] = [{ email: `${slugName(name)}@${random.pick(EMAIL_DOMAINS)}`, label: 'Personal' }];
  if (random.chance(0.6)) {
    emails.push({ email: `${slugName(name)}@${companyDomain}`, label: 'Work' });
  }
  const phoneNumbers: PhoneEntry[] = random
    .sample(PHONE_LABELS, random.int(1, 3))
    .map((label) => ({ country: random.pick(PHONE_COUNTRIES), phoneNumber: phoneDigits(random), label }));
  const ageDays = random.int(22 * 365, 64 * 365);
  const birthday = `${addDays(now, -ageDays).toISOString().slice(0, 10)}T12:00:00.000Z`;
  return {
    name,
    emails,
    phoneNumbers,
    title: random.chance(0.85) ? random.pick(JOB_TITLES) : undefined,
    company,
    birthday,
    address: `${random.int(1, 240)} ${random.pick(STREETS)}, ${random.pick(CITIES)}`,
  };
}

function phoneDigits(random: Random): string {
  let digits = String(random.int(6, 9));
  for (let i = 0; i < 8; i += 1) {
    digits += String(random.int(0, 9));
  }
  return digits;
}

export function byName<T extends { name: string }>(a: T, b: T): number {
  return a.name.localeCompare(b.name, 'en');
}
