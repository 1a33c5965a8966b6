import { describe, expect, it } from 'vitest';
import type { Contact, Country } from './contacts-api.ts';
import { contactChanges, contactFormValues } from './contact-form.ts';
import {
  birthdayFromInput,
  birthdayInputValue,
  countryLabel,
  countryOf,
  groupByInitial,
  initialOf,
  phoneHref,
  phoneText,
} from './contact-text.ts';

const spain: Country = { id: '1', iso: 'es', name: 'Spain', code: '+34', flag: '🇪🇸', flagImagePos: '' };
const ireland: Country = { id: '2', iso: 'ie', name: 'Ireland', code: '+353', flag: '🇮🇪', flagImagePos: '' };

function contact(name: string, extra: Partial<Contact> = {}): Contact {
  return {
    id: name,
    avatar: null,
    background: null,
    name,
    emails: [],
    phoneNumbers: [],
    company: '',
    birthday: null,
    address: null,
    notes: null,
    tags: [],
    ...extra,
  };
}

describe('the contacts list', () => {
  it('groups contacts sorted by name under their initial, accents folded, anything else under #', () => {
    expect(initialOf('Álvaro')).toBe('A');
    expect(initialOf(' ñoño')).toBe('N');
    expect(initialOf('42 Street')).toBe('#');
    const groups = groupByInitial([contact('Ana'), contact('Álex'), contact('Bea'), contact('Zoe')]);
    expect(groups.map((group) => [group.letter, group.contacts.map((item) => item.name)])).toEqual([
      ['A', ['Ana', 'Álex']],
      ['B', ['Bea']],
      ['Z', ['Zoe']],
    ]);
    expect(groupByInitial([])).toEqual([]);
  });
});

describe('the phone of a contact', () => {
  it('finds its country by iso code ignoring case and shows flag, name and dial code', () => {
    expect(countryOf([spain, ireland], 'IE')).toBe(ireland);
    expect(countryOf([spain], 'xx')).toBeUndefined();
    expect(countryLabel(spain)).toBe('🇪🇸 Spain (+34)');
  });

  it('writes the dial code before the number, and links it with digits only', () => {
    const entry = { country: 'es', phoneNumber: '612 345 678', label: 'Mobile' as const };
    expect(phoneText([spain], entry)).toBe('+34 612 345 678');
    expect(phoneHref([spain], entry)).toBe('tel:+34612345678');
    expect(phoneText([], entry)).toBe('612 345 678');
  });
});

describe('the contact form', () => {
  it('reads a birthday into the date input and back to midnight UTC; blank is null', () => {
    expect(birthdayInputValue('1990-04-02T00:00:00.000Z')).toBe('1990-04-02');
    expect(birthdayInputValue(null)).toBe('');
    expect(birthdayFromInput('1990-04-02')).toBe('1990-04-02T00:00:00.000Z');
    expect(birthdayFromInput('')).toBeNull();
  });

  it('sends several e-mails and phones with their labels, the job both ways, blanks as null', () => {
    const values = contactFormValues(contact('New Contact', { job: { title: 'Chef', company: 'Mar' } }));
    expect(values).toMatchObject({ title: 'Chef', company: 'Mar', notes: '', address: '' });
    const changes = contactChanges({
      ...values,
      name: ' Zoe ',
      emails: [
        { email: 'zoe@home.test', label: 'Personal' },
        { email: ' zoe@work.test ', label: 'Work' },
      ],
      phoneNumbers: [
        { country: 'ES', phoneNumber: ' 612 345 678 ', label: 'Mobile' },
        { country: 'ie', phoneNumber: '1 234 5678', label: 'Home' },
      ],
    });
    expect(changes).toMatchObject({
      name: 'Zoe',
      title: 'Chef',
      company: 'Mar',
      job: { title: 'Chef', company: 'Mar' },
      emails: [
        { email: 'zoe@home.test', label: 'Personal' },
        { email: 'zoe@work.test', label: 'Work' },
      ],
      phoneNumbers: [
        { country: 'es', phoneNumber: '612 345 678', label: 'Mobile' },
        { country: 'ie', phoneNumber: '1 234 5678', label: 'Home' },
      ],
      birthday: null,
      address: null,
      notes: null,
    });
  });
});
