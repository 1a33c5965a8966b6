import type { Contact, ContactTag } from '@atalaya/demo-api/areas/contacts-seed';
import type { Country } from '@atalaya/demo-api/countries';
import type { EmailLabel, PhoneLabel } from '@atalaya/demo-api/people';
import { demoFetch } from '../lib/demo-fetch.ts';

const base = '/api/apps/contacts';

// The engine's own shapes (types only: nothing of the engine is bundled by these imports).
export type { Contact, ContactTag } from '@atalaya/demo-api/areas/contacts-seed';
export type { Country } from '@atalaya/demo-api/countries';
export type { EmailEntry, EmailLabel, PhoneEntry, PhoneLabel } from '@atalaya/demo-api/people';

export const emailLabels: readonly EmailLabel[] = ['Personal', 'Work'];
export const phoneLabels: readonly PhoneLabel[] = ['Mobile', 'Work', 'Home'];

export const contactKeys = {
  all: ['demo', 'contacts'] as const,
  list: (search: string) => ['demo', 'contacts', 'list', search] as const,
  one: (id: string) => ['demo', 'contacts', 'one', id] as const,
  tags: ['demo', 'contacts', 'tags'] as const,
  countries: ['demo', 'contacts', 'countries'] as const,
};

/** All contacts sorted by name, or those whose name contains `search` (the engine ignores case). */
export function fetchContacts(search: string): Promise<Contact[]> {
  const query = search.trim();
  return query ? demoFetch<Contact[]>(`${base}/search`, { query: { query } }) : demoFetch<Contact[]>(`${base}/all`);
}

export function fetchContact(id: string): Promise<Contact> {
  return demoFetch<Contact>(`${base}/contact`, { query: { id } });
}

export function createContact(): Promise<Contact> {
  return demoFetch<Contact>(`${base}/contact`, { method: 'POST' });
}

export function updateContact(id: string, contact: Partial<Contact>): Promise<Contact> {
  return demoFetch<Contact>(`${base}/contact`, { method: 'PATCH', json: { id, contact } });
}

export function deleteContact(id: string): Promise<boolean> {
  return demoFetch<boolean>(`${base}/contact`, { method: 'DELETE', query: { id } });
}

export function uploadContactAvatar(id: string, file: File): Promise<Contact> {
  const form = new FormData();
  form.set('id', id);
  form.set('avatar', file);
  return demoFetch<Contact>(`${base}/avatar`, { method: 'POST', form });
}

export function fetchCountries(): Promise<Country[]> {
  return demoFetch<Country[]>(`${base}/countries`);
}

export function fetchContactTags(): Promise<ContactTag[]> {
  return demoFetch<ContactTag[]>(`${base}/tags`);
}

export function createContactTag(title: string): Promise<ContactTag> {
  return demoFetch<ContactTag>(`${base}/tag`, { method: 'POST', json: { tag: { title } } });
}

export function deleteContactTag(id: string): Promise<boolean> {
  return demoFetch<boolean>(`${base}/tag`, { method: 'DELETE', query: { id } });
}
