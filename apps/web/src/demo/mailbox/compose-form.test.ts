import { describe, expect, it } from 'vitest';
import type { Mail } from './mailbox-api.ts';
import { composedMail, composeSchema, composeValuesOf, draftSchema, emptyCompose } from './compose-form.ts';

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('compose form', () => {
  it('sending needs a recipient and real addresses', () => {
    expect(issues(composeSchema.safeParse(emptyCompose))).toEqual([['to', 'compose.toRequired']]);
    const wrong = { ...emptyCompose, to: 'a@b.example, nope', cc: 'x@', subject: 's'.repeat(201) };
    expect(issues(composeSchema.safeParse(wrong))).toEqual([
      ['to', 'compose.badAddress'],
      ['cc', 'compose.badAddress'],
      ['subject', 'compose.subjectTooLong'],
    ]);
    expect(composeSchema.safeParse({ ...emptyCompose, to: 'a@b.example' }).success).toBe(true);
  });

  it('a draft may have no recipient but no wrong address', () => {
    expect(draftSchema.safeParse(emptyCompose).success).toBe(true);
    expect(issues(draftSchema.safeParse({ ...emptyCompose, bcc: 'nope' }))).toEqual([['bcc', 'compose.badAddress']]);
  });

  it('turns the form into the call and a draft back into the form', () => {
    const values = { to: 'a@b.example; c@d.example', cc: '', bcc: 'e@f.example', subject: ' Hi ', content: 'x\ny' };
    const mail = composedMail(values);
    expect(mail).toEqual({
      to: ['a@b.example', 'c@d.example'],
      cc: [],
      bcc: ['e@f.example'],
      subject: 'Hi',
      content: 'x\ny',
    });
    const draft = {
      to: 'a@b.example, c@d.example',
      cc: ['g@h.example'],
      bcc: [],
      subject: 'Hi',
      content: 'x',
    } as unknown as Mail;
    expect(composeValuesOf(draft)).toEqual({
      to: 'a@b.example, c@d.example',
      cc: 'g@h.example',
      bcc: '',
      subject: 'Hi',
      content: 'x',
    });
  });
});
