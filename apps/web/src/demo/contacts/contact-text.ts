import type { Contact, Country, PhoneEntry } from './contacts-api.ts';

export type ContactGroup = { letter: string; contacts: Contact[] };

/** The A–Z heading of a name: its first letter without accents, upper case; '#' for anything else. */
export function initialOf(name: string): string {
  const first = name.trim().normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/** Contacts (already sorted by name) grouped by initial, in the order they come. */
export function groupByInitial(contacts: readonly Contact[]): ContactGroup[] {
  const groups: ContactGroup[] = [];
  for (const contact of contacts) {
    const letter = initialOf(contact.name);
    const last = groups.at(-1);
    if (last && last.letter === letter) {
      last.contacts.push(contact);
    } else {
      groups.push({ letter, contacts: [contact] });
    }
  }
  return groups;
}

/** The country of a phone entry (iso codes compare ignoring case). */
export function countryOf(countries: readonly Country[], iso: string): Country | undefined {
  const wanted = iso.toLowerCase();
  return countries.find((country) => country.iso.toLowerCase() === wanted);
}

/** What a country option shows: flag, name and dial code. */
export function countryLabel(country: Country): string {
  return `${country.flag} ${country.name} (${country.code})`;
}

/** A phone as shown: the country's dial code before the number, e.g. `+34 612 345 678`. */
export function phoneText(countries: readonly Country[], entry: PhoneEntry): string {
  const country = countryOf(countries, entry.country);
  return country ? `${country.code} ${entry.phoneNumber}` : entry.phoneNumber;
}

/** The `tel:` link of a phone: dial code and digits only. */
export function phoneHref(countries: readonly Country[], entry: PhoneEntry): string {
  const country = countryOf(countries, entry.country);
  return `tel:${(country?.code ?? '') + entry.phoneNumber.replace(/[^\d]/g, '')}`;
}

/** The title and company of a contact, wherever the record keeps them (`job` on new contacts). */
export function jobOf(contact: Contact): { title: string; company: string } {
  return { title: contact.title ?? contact.job?.title ?? '', company: contact.company || contact.job?.company || '' };
}

/** A birthday as the date input holds it (`YYYY-MM-DD`), from the stored ISO date-time. */
export function birthdayInputValue(birthday: string | null): string {
  return birthday ? birthday.slice(0, 10) : '';
}

/** Back to the stored shape: an ISO date-time at midnight UTC, or null when blank. */
export function birthdayFromInput(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : null;
}
