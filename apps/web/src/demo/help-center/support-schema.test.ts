import { describe, expect, it } from 'vitest';
import { emptySupport, sendSupportLocally, supportSchema } from './support-schema.ts';

function issues(values: unknown): Record<string, string | undefined> {
  const result = supportSchema.safeParse(values);
  if (result.success) {
    return {};
  }
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

const valid = {
  name: 'Noa Vidal',
  email: 'noa@mail.example',
  topic: 'licenses',
  subject: 'Transfer a license',
  message: 'Can I hand my regular license over to a client?',
};

describe('support form schema', () => {
  it('accepts a complete message and trims it', () => {
    expect(supportSchema.parse({ ...valid, name: '  Noa Vidal  ' }).name).toBe('Noa Vidal');
  });

  it('names each bad field with a text key', () => {
    expect(issues(emptySupport)).toEqual({
      name: 'support.required',
      email: 'support.required',
      subject: 'support.required',
      message: 'support.messageShort',
    });
    expect(issues({ ...valid, email: 'not-an-address' })).toEqual({ email: 'support.email' });
    expect(issues({ ...valid, message: 'too short' })).toEqual({ message: 'support.messageShort' });
    expect(issues({ ...valid, message: 'x'.repeat(2001) })).toEqual({ message: 'support.messageLong' });
    expect(issues({ ...valid, topic: 'other' })).toEqual({ topic: 'support.required' });
  });

  it('answers locally with a stable reference', async () => {
    const values = supportSchema.parse(valid);
    const first = await sendSupportLocally(values, 0);
    expect(first.reference).toMatch(/^HC-[0-9A-Z]{6}$/);
    expect(await sendSupportLocally(values, 0)).toEqual(first);
  });
});
