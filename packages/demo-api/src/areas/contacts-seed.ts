/** Seed of the contacts app: 42 people of our own word lists, the seven tags of spec 001 §3. */
import { gradientBackground, initialsAvatar } from '../images.ts';
import { makePerson, uniqueNames, type EmailEntry, type PhoneEntry } from '../people.ts';
import { type Random } from '../random.ts';
import { NOTE_SENTENCES } from '../words.ts';

export type ContactTag = { id: string; title: string };

export type Contact = {
  id: string;
  avatar: string | null;
  background: string | null;
  name: string;
  emails: EmailEntry[];
  phoneNumbers: PhoneEntry[];
  title?: string;
  company: string;
  /** ISO date-time, or null when unknown. */
  birthday: string | null;
  address: string | null;
  /** HTML text. */
  notes: string | null;
  /** Tag ids. */
  tags: string[];
  /** Present on contacts created through the API (spec 001 §3: "a job object with title and company"). */
  job?: { title: string; company: string };
};

export type ContactsState = { contacts: Contact[]; tags: ContactTag[] };

export const CONTACT_TAG_TITLES = ['Work', 'Friend', 'Family', 'High School', 'College', 'Baseball Team', 'Band'];
export const SEED_CONTACT_COUNT = 42;

export function seedContacts(random: Random, now: Date): ContactsState {
  const tags = CONTACT_TAG_TITLES.map((title) => ({ id: random.uuid(), title }));
  const contacts = uniqueNames(random, SEED_CONTACT_COUNT).map((name, index): Contact => {
    const person = makePerson(random, name, now);
    const contact: Contact = {
      id: random.uuid(),
      avatar: random.chance(0.75) ? initialsAvatar(name, index) : null,
      background: random.chance(0.4) ? gradientBackground(index) : null,
      name,
      emails: person.emails,
      phoneNumbers: person.phoneNumbers,
      company: person.company,
      birthday: random.chance(0.9) ? person.birthday : null,
      address: person.address,
      notes: `<p>${random.sample(NOTE_SENTENCES, random.int(1, 3)).join('</p><p>')}</p>`,
      tags: random.sample(tags, random.int(0, 3)).map((tag) => tag.id),
    };
    if (person.title !== undefined) {
      contact.title = person.title;
    }
    return contact;
  });
  return { contacts, tags };
}

export function blankContact(id: string): Contact {
  return {
    id,
    avatar: null,
    background: null,
    name: 'New Contact',
    emails: [],
    phoneNumbers: [],
    title: '',
    company: '',
    job: { title: '', company: '' },
    birthday: null,
    address: null,
    notes: null,
    tags: [],
  };
}
