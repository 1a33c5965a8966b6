/** Contacts app (spec 001 §3, §4, §5, §7): contacts, tags, countries and avatars. */
import { listCountries } from '../countries.ts';
import { defineArea } from '../engine.ts';
import { byName } from '../people.ts';
import { mergeFields, toDataUrl } from '../records.ts';
import { bodyRecord, notFound, ok, textField, type DemoResponse } from '../router.ts';
import { blankContact, seedContacts, type Contact, type ContactsState, type ContactTag } from './contacts-seed.ts';

const BASE = '/api/apps/contacts';

export const contactsArea = defineArea<ContactsState>({
  name: 'contacts',
  seed: ({ random, now }) => seedContacts(random, now),
  routes({ state, newId }) {
    function findContact(id: string): Contact | undefined {
      return state().contacts.find((contact) => contact.id === id);
    }
    function sorted(contacts: Contact[]): DemoResponse {
      return ok(structuredClone([...contacts].sort(byName)));
    }
    return [
      { method: 'GET', path: `${BASE}/all`, handler: () => sorted(state().contacts) },
      {
        method: 'GET',
        path: `${BASE}/search`,
        handler({ query }) {
          const text = (query.query ?? '').toLowerCase();
          if (text.length === 0) {
            return sorted(state().contacts);
          }
          return sorted(state().contacts.filter((contact) => contact.name.toLowerCase().includes(text)));
        },
      },
      {
        method: 'GET',
        path: `${BASE}/contact`,
        handler({ query }) {
          const contact = findContact(query.id ?? '');
          return contact ? ok(structuredClone(contact)) : notFound();
        },
      },
      {
        method: 'POST',
        path: `${BASE}/contact`,
        handler() {
          const contact = blankContact(newId());
          state().contacts.unshift(contact);
          return ok(structuredClone(contact));
        },
      },
      {
        method: 'PATCH',
        path: `${BASE}/contact`,
        handler({ body }) {
          const fields = bodyRecord(body);
          const contact = findContact(textField(fields, 'id'));
          if (!contact) {
            return notFound();
          }
          mergeFields(contact, fields.contact);
          return ok(structuredClone(contact));
        },
      },
      {
        method: 'DELETE',
        path: `${BASE}/contact`,
        handler({ query }) {
          const contacts = state().contacts;
          const index = contacts.findIndex((contact) => contact.id === query.id);
          if (index < 0) {
            return notFound();
          }
          contacts.splice(index, 1);
          return ok(true);
        },
      },
      { method: 'GET', path: `${BASE}/countries`, handler: () => ok(listCountries()) },
      { method: 'GET', path: `${BASE}/tags`, handler: () => ok(structuredClone(state().tags)) },
      {
        method: 'POST',
        path: `${BASE}/tag`,
        handler({ body }) {
          const given = bodyRecord(bodyRecord(body).tag);
          const tag: ContactTag = { ...given, id: newId(), title: textField(given, 'title') };
          state().tags.unshift(tag);
          return ok({ ...tag });
        },
      },
      {
        method: 'PATCH',
        path: `${BASE}/tag`,
        handler({ body }) {
          const fields = bodyRecord(body);
          const tag = state().tags.find((item) => item.id === textField(fields, 'id'));
          if (!tag) {
            return notFound();
          }
          mergeFields(tag, fields.tag);
          return ok({ ...tag });
        },
      },
      {
        method: 'DELETE',
        path: `${BASE}/tag`,
        handler({ query }) {
          const { tags, contacts } = state();
          const index = tags.findIndex((tag) => tag.id === query.id);
          if (index < 0) {
            return notFound();
          }
          const [removed] = tags.splice(index, 1);
          for (const contact of contacts) {
            contact.tags = contact.tags.filter((tagId) => tagId !== removed?.id);
          }
          return ok(true);
        },
      },
      {
        method: 'POST',
        path: `${BASE}/avatar`,
        async handler({ body }) {
          const fields = bodyRecord(body);
          const contact = findContact(textField(fields, 'id'));
          if (!contact) {
            return notFound();
          }
          // No readable file: the contact comes back unchanged (§8 lists no error for this call).
          contact.avatar = (await toDataUrl(fields.avatar)) ?? contact.avatar;
          return ok(structuredClone(contact));
        },
      },
    ];
  },
});
