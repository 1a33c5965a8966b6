import { z } from 'zod';
import type { Contact } from './contacts-api.ts';
import { birthdayFromInput, birthdayInputValue, jobOf } from './contact-text.ts';

/** The contact editor's form; messages are demo text keys. */
export const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'validation.required'),
  title: z.string(),
  company: z.string(),
  emails: z.array(
    z.object({
      email: z.string().trim().min(1, 'validation.required').pipe(z.email('validation.email')),
      label: z.enum(['Personal', 'Work']),
    }),
  ),
  phoneNumbers: z.array(
    z.object({
      country: z.string().min(2, 'validation.required'),
      phoneNumber: z
        .string()
        .trim()
        .min(1, 'validation.required')
        .regex(/^[\d\s()+-]+$/, 'validation.phone'),
      label: z.enum(['Mobile', 'Work', 'Home']),
    }),
  ),
  tags: z.array(z.string()),
  birthday: z.string(),
  address: z.string(),
  notes: z.string(),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;

export function contactFormValues(contact: Contact): ContactFormValues {
  const job = jobOf(contact);
  return {
    name: contact.name,
    title: job.title,
    company: job.company,
    emails: contact.emails.map((entry) => ({ ...entry })),
    phoneNumbers: contact.phoneNumbers.map((entry) => ({ ...entry })),
    tags: [...contact.tags],
    birthday: birthdayInputValue(contact.birthday),
    address: contact.address ?? '',
    notes: contact.notes ?? '',
  };
}

/** The fields PATCH merges into the stored contact (title and company both at the top and in `job`). */
export function contactChanges(values: ContactFormValues): Partial<Contact> {
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    company: values.company.trim(),
    job: { title: values.title.trim(), company: values.company.trim() },
    emails: values.emails.map((entry) => ({ email: entry.email.trim(), label: entry.label })),
    phoneNumbers: values.phoneNumbers.map((entry) => ({
      country: entry.country.toLowerCase(),
      phoneNumber: entry.phoneNumber.trim(),
      label: entry.label,
    })),
    tags: values.tags,
    birthday: birthdayFromInput(values.birthday),
    address: values.address.trim() || null,
    notes: values.notes || null,
  };
}
