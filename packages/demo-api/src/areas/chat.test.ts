import { describe, expect, it } from 'vitest';
import { TEST_NOW, useDemoServer } from '../test-support.ts';
import { DEMO_ACCOUNT } from './auth.ts';
import {
  SEED_CHAT_CONTACT_COUNT,
  SEED_CHAT_COUNT,
  type Chat,
  type ChatContact,
  type ChatProfile,
} from './chat-seed.ts';

const demo = useDemoServer();
const BASE = '/api/apps/chat';

async function chats(): Promise<Chat[]> {
  return (await demo.call('GET', `${BASE}/chats`)).body as Chat[];
}

describe('chats', () => {
  it('lists the chats, each with its contact and messages in time order', async () => {
    const profile = (await demo.call('GET', `${BASE}/profile`)).body as ChatProfile;
    const list = await chats();
    expect(list).toHaveLength(SEED_CHAT_COUNT);
    for (const chat of list) {
      expect(chat.contact?.id).toBe(chat.contactId);
      expect(chat.messages.length).toBeGreaterThan(0);
      const last = chat.messages[chat.messages.length - 1];
      expect(chat.lastMessage).toBe(last?.value);
      expect(chat.lastMessageAt).toBe(last?.createdAt);
      expect(Date.parse(chat.lastMessageAt)).toBeLessThan(TEST_NOW.getTime());
      expect(typeof chat.muted).toBe('boolean');
      const times = chat.messages.map((message) => Date.parse(message.createdAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const message of chat.messages) {
        expect(message.chatId).toBe(chat.id);
        expect(message.contactId).toBe(message.isMine ? profile.id : chat.contactId);
      }
    }
    expect(list.some((chat) => chat.unreadCount > 0)).toBe(true);
  });

  it('returns one chat by id; unknown id → 404', async () => {
    const target = (await chats())[2] as Chat;
    expect((await demo.call('GET', `${BASE}/chat?id=${target.id}`)).body).toEqual(target);
    expect((await demo.call('GET', `${BASE}/chat?id=nope`)).status).toBe(404);
  });

  it('PATCH merges the given fields (mute, unreadCount) and keeps the rest', async () => {
    const target = (await chats())[0] as Chat;
    const answer = await demo.call('PATCH', `${BASE}/chat`, {
      id: target.id,
      chat: { muted: !target.muted, unreadCount: 0 },
    });
    expect(answer).toEqual({ status: 200, body: { ...target, muted: !target.muted, unreadCount: 0 } });
    expect((await demo.call('GET', `${BASE}/chat?id=${target.id}`)).body).toEqual(answer.body);
  });

  it('PATCH with the messages appends a sent message', async () => {
    const target = (await chats())[1] as Chat;
    const sent = {
      id: 'local-1',
      chatId: target.id,
      contactId: target.messages.find((m) => m.isMine)?.contactId ?? '',
      value: 'On my way!',
      createdAt: TEST_NOW.toISOString(),
      isMine: true,
    };
    const messages = [...target.messages, sent];
    const patch = { messages, lastMessage: sent.value, lastMessageAt: sent.createdAt };
    const answer = (await demo.call('PATCH', `${BASE}/chat`, { id: target.id, chat: patch })).body as Chat;
    expect(answer.messages).toHaveLength(target.messages.length + 1);
    expect(answer.lastMessage).toBe('On my way!');
    expect(answer.contact).toEqual(target.contact);
  });

  it('PATCH of an unknown chat answers 404', async () => {
    expect((await demo.call('PATCH', `${BASE}/chat`, { id: 'nope', chat: { muted: true } })).status).toBe(404);
  });
});

describe('chat contacts and profile', () => {
  it('lists contacts sorted by name without details and attachments', async () => {
    const contacts = (await demo.call('GET', `${BASE}/contacts`)).body as ChatContact[];
    expect(contacts).toHaveLength(SEED_CHAT_CONTACT_COUNT);
    const names = contacts.map((contact) => contact.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    for (const contact of contacts) {
      expect(contact).not.toHaveProperty('details');
      expect(contact).not.toHaveProperty('attachments');
      expect(contact).toHaveProperty('about');
    }
  });

  it('returns one contact with details and attachments; unknown id → 404', async () => {
    const first = ((await demo.call('GET', `${BASE}/contacts`)).body as ChatContact[])[0] as ChatContact;
    const full = (await demo.call('GET', `${BASE}/contact?id=${first.id}`)).body as ChatContact;
    expect(full).toMatchObject(first);
    expect(full.details.emails.length).toBeGreaterThan(0);
    expect(Object.keys(full.attachments).sort()).toEqual(['docs', 'links', 'media']);
    expect((await demo.call('GET', `${BASE}/contact?id=nope`)).status).toBe(404);
  });

  it('profile is the demo user with our own about text', async () => {
    const profile = (await demo.call('GET', `${BASE}/profile`)).body as ChatProfile;
    expect(profile.email).toBe(DEMO_ACCOUNT.email);
    expect(profile.about.length).toBeGreaterThan(0);
    expect(profile.about).not.toContain('FuseChat');
    const session = (await demo.call('POST', '/api/auth/sign-in', DEMO_ACCOUNT)).body as { user: { id: string } };
    expect(profile.id).toBe(session.user.id);
  });
});
