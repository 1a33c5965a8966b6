import { z } from 'zod';
import type { ComposedMail, Mail } from './mailbox-api.ts';
import { firstBadAddress, splitAddresses } from './mail-text.ts';

const addresses = z.string().refine((text) => firstBadAddress(text) === undefined, 'compose.badAddress');

/** The compose form; messages are mailbox text keys (`compose.badAddress` names the wrong address). */
export const composeSchema = z.object({
  to: addresses.refine((text) => splitAddresses(text).length > 0, 'compose.toRequired'),
  cc: addresses,
  bcc: addresses,
  subject: z.string().max(200, 'compose.subjectTooLong'),
  content: z.string(),
});
/** A draft may lack a recipient, but what is written must be addresses. */
export const draftSchema = composeSchema.extend({ to: addresses });
export type ComposeValues = z.infer<typeof composeSchema>;

export const emptyCompose: ComposeValues = { to: '', cc: '', bcc: '', subject: '', content: '' };

/** A draft back in the form (its `to` is the addresses joined by commas). */
export function composeValuesOf(draft: Mail): ComposeValues {
  return {
    to: draft.to,
    cc: (draft.cc ?? []).join(', '),
    bcc: draft.bcc.join(', '),
    subject: draft.subject,
    content: draft.content,
  };
}

export function composedMail(values: ComposeValues): ComposedMail {
  return {
    to: splitAddresses(values.to),
    cc: splitAddresses(values.cc),
    bcc: splitAddresses(values.bcc),
    subject: values.subject.trim(),
    content: values.content,
  };
}
