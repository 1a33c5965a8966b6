import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../test-support.ts';
import { CONTACT_TAG_TITLES, SEED_CONTACT_COUNT, type Contact, type ContactTag } from './contacts-seed.ts';

const demo = useDemoServer();
const BASE = '/api/apps/contacts';

async function all(): Promise<Contact[]> {
  return (await demo.call('GET', `${BASE}/all`)).body as Contact[];
}

function names(contacts: Contact[]): string[] {
  return contacts.map((contact) => contact.name);
}

function sortedNames(contacts: Contact[]): string[] {
  return [...names(contacts)].sort((a, b) => a.localeCompare(b, 'en'));
}

describe('contacts list and search', () => {
  it('lists every seeded contact sorted by name, with the fields of §3', async () => {
    const contacts = await all();
    expect(contacts).toHaveLength(SEED_CONTACT_COUNT);
    expect(names(contacts)).toEqual(sortedNames(contacts));
    for (const contact of contacts) {
      expect(Object.keys(contact)).toEqual(
        expect.arrayContaining(['id', 'avatar', 'background', 'name', 'emails', 'phoneNumbers', 'company', 'tags']),
      );
      for (const email of contact.emails) {
        expect(['Personal', 'Work']).toContain(email.label);
      }
      for (const phone of contact.phoneNumbers) {
        expect(['Mobile', 'Work', 'Home']).toContain(phone.label);
        expect(phone.country).toMatch(/^[a-z]{2}$/);
      }
    }
  });

  it('search is a case-insensitive name-contains match, sorted by name', async () => {
    const contacts = await all();
    const target = contacts[5] as Contact;
    const piece = target.name.slice(2, 6);
    const answer = await demo.call('GET', `${BASE}/search?query=${encodeURIComponent(piece.toUpperCase())}`);
    const found = answer.body as Contact[];
    const expected = contacts.filter((contact) => contact.name.toLowerCase().includes(piece.toLowerCase()));
    expect(names(found)).toEqual(names(expected));
    expect(names(found)).toContain(target.name);
    expect(names(found)).toEqual(sortedNames(found));
  });

  it('search with an empty or missing query returns all contacts', async () => {
    const contacts = await all();
    expect((await demo.call('GET', `${BASE}/search?query=`)).body).toEqual(contacts);
    expect((await demo.call('GET', `${BASE}/search`)).body).toEqual(contacts);
  });

  it('search with no hits returns an empty list', async () => {
    expect((await demo.call('GET', `${BASE}/search?query=zzzzqqq`)).body).toEqual([]);
  });
});

describe('one contact', () => {
  it('returns the contact by id', async () => {
    const target = (await all())[3] as Contact;
    expect(await demo.call('GET', `${BASE}/contact?id=${target.id}`)).toEqual({ status: 200, body: target });
  });

  it('answers 404 for an unknown id', async () => {
    expect((await demo.call('GET', `${BASE}/contact?id=nope`)).status).toBe(404);
    expect((await demo.call('GET', `${BASE}/contact`)).status).toBe(404);
  });
});

describe('create, update, delete', () => {
  it('creates a blank "New Contact" inserted at the top', async () => {
    const answer = await demo.call('POST', `${BASE}/contact`);
    const created = answer.body as Contact;
    expect(created).toMatchObject({
      name: 'New Contact',
      avatar: null,
      emails: [],
      phoneNumbers: [],
      tags: [],
      job: { title: '', company: '' },
      birthday: null,
      address: null,
      notes: null,
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(demo.api.stateOf<{ contacts: Contact[] }>('contacts').contacts[0]?.id).toBe(created.id);
    expect(await all()).toHaveLength(SEED_CONTACT_COUNT + 1);
  });

  it('PATCH merges only the given fields and keeps the id', async () => {
    const target = (await all())[0] as Contact;
    const phoneNumbers = [{ country: 'es', phoneNumber: '612345678', label: 'Mobile' }];
    const answer = await demo.call('PATCH', `${BASE}/contact`, {
      id: target.id,
      contact: { name: 'Zoe Renamed', phoneNumbers, id: 'hijack' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...target, name: 'Zoe Renamed', phoneNumbers });
    expect((await demo.call('GET', `${BASE}/contact?id=${target.id}`)).body).toEqual(answer.body);
  });

  it('PATCH answers 404 for an unknown id and changes nothing', async () => {
    const before = await all();
    expect((await demo.call('PATCH', `${BASE}/contact`, { id: 'nope', contact: { name: 'X' } })).status).toBe(404);
    expect(await all()).toEqual(before);
  });

  it('DELETE removes the contact and answers true', async () => {
    const target = (await all())[7] as Contact;
    expect(await demo.call('DELETE', `${BASE}/contact?id=${target.id}`)).toEqual({ status: 200, body: true });
    expect(names(await all())).not.toContain(target.name);
    expect((await demo.call('GET', `${BASE}/contact?id=${target.id}`)).status).toBe(404);
  });

  it('DELETE of an unknown id answers 404 and never removes the last contact', async () => {
    const before = await all();
    expect((await demo.call('DELETE', `${BASE}/contact?id=nope`)).status).toBe(404);
    expect(await all()).toEqual(before);
  });
});

describe('countries', () => {
  it('lists about 240 countries with iso, name, dial code with + and a flag, sorted by name', async () => {
    const countries = (await demo.call('GET', `${BASE}/countries`)).body as {
      id: string;
      iso: string;
      name: string;
      code: string;
      flag: string;
      flagImagePos: string;
    }[];
    expect(countries.length).toBeGreaterThanOrEqual(230);
    expect(countries.length).toBeLessThanOrEqual(260);
    expect(countries.find((country) => country.iso === 'es')).toMatchObject({ name: 'Spain', code: '+34', flag: '🇪🇸' });
    expect(countries.find((country) => country.iso === 'us')).toMatchObject({ name: 'United States', code: '+1' });
    for (const country of countries) {
      expect(country.code).toMatch(/^\+\d{1,4}$/);
      expect(country.iso).toMatch(/^[a-z]{2}$/);
      expect(typeof country.flagImagePos).toBe('string');
    }
    const sorted = [...countries].sort((a, b) => a.name.localeCompare(b.name, 'en'));
    expect(countries.map((c) => c.iso)).toEqual(sorted.map((c) => c.iso));
    expect(new Set(countries.map((c) => c.id)).size).toBe(countries.length);
  });
});

describe('tags', () => {
  async function tags(): Promise<ContactTag[]> {
    return (await demo.call('GET', `${BASE}/tags`)).body as ContactTag[];
  }

  it('seeds the seven tags of §3', async () => {
    expect((await tags()).map((tag) => tag.title)).toEqual(CONTACT_TAG_TITLES);
  });

  it('POST assigns a new id and adds the tag at the top', async () => {
    const answer = await demo.call('POST', `${BASE}/tag`, { tag: { title: 'Neighbours', id: 'mine' } });
    const created = answer.body as ContactTag;
    expect(created.title).toBe('Neighbours');
    expect(created.id).not.toBe('mine');
    expect((await tags())[0]).toEqual(created);
  });

  it('PATCH merges into the tag; unknown id → 404', async () => {
    const first = (await tags())[0] as ContactTag;
    const answer = await demo.call('PATCH', `${BASE}/tag`, { id: first.id, tag: { title: 'Office' } });
    expect(answer.body).toEqual({ id: first.id, title: 'Office' });
    expect((await demo.call('PATCH', `${BASE}/tag`, { id: 'nope', tag: { title: 'x' } })).status).toBe(404);
  });

  it('DELETE removes the tag and strips it from every contact', async () => {
    const contacts = await all();
    const used = contacts.flatMap((contact) => contact.tags);
    const tagId = used[0] as string;
    const holders = contacts.filter((contact) => contact.tags.includes(tagId));
    expect(holders.length).toBeGreaterThan(0);
    expect(await demo.call('DELETE', `${BASE}/tag?id=${tagId}`)).toEqual({ status: 200, body: true });
    expect((await tags()).map((tag) => tag.id)).not.toContain(tagId);
    const after = await all();
    expect(after.some((contact) => contact.tags.includes(tagId))).toBe(false);
    for (const holder of holders) {
      const now = after.find((contact) => contact.id === holder.id);
      expect(now?.tags).toEqual(holder.tags.filter((id) => id !== tagId));
    }
  });

  it('DELETE of an unknown tag answers 404 and leaves contacts as they were', async () => {
    const before = await all();
    expect((await demo.call('DELETE', `${BASE}/tag?id=nope`)).status).toBe(404);
    expect(await tags()).toHaveLength(CONTACT_TAG_TITLES.length);
    expect(await all()).toEqual(before);
  });
});

describe('avatar upload', () => {
  it('stores an uploaded file as a data URL on the contact', async () => {
    const target = (await all())[2] as Contact;
    const form = new FormData();
    form.set('id', target.id);
    form.set('avatar', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'me.png');
    const answer = await demo.call('POST', `${BASE}/avatar`, form);
    expect(answer.status).toBe(200);
    expect((answer.body as Contact).avatar).toBe('data:image/png;base64,iVBORw==');
    const stored = (await demo.call('GET', `${BASE}/contact?id=${target.id}`)).body as Contact;
    expect(stored.avatar).toBe('data:image/png;base64,iVBORw==');
  });

  it('accepts a JSON body whose avatar is already a data URL', async () => {
    const target = (await all())[2] as Contact;
    const avatar = 'data:image/gif;base64,R0lGOD==';
    const answer = await demo.call('POST', `${BASE}/avatar`, { id: target.id, avatar });
    expect((answer.body as Contact).avatar).toBe(avatar);
  });

  it('answers 404 for an unknown contact', async () => {
    const form = new FormData();
    form.set('id', 'nope');
    form.set('avatar', new Blob(['x'], { type: 'image/png' }), 'x.png');
    expect((await demo.call('POST', `${BASE}/avatar`, form)).status).toBe(404);
  });
});
