/** Chat (spec 001 §3, §4, §7): chats with their contact and messages, contacts, profile. */
import { defineArea } from '../engine.ts';
import { byName } from '../people.ts';
import { mergeFields } from '../records.ts';
import { bodyRecord, isRecord, notFound, ok, textField } from '../router.ts';
import { type AuthState } from './auth.ts';
import { seedChat, type Chat, type ChatContact, type ChatState, type StoredChat } from './chat-seed.ts';

const BASE = '/api/apps/chat';

export const chatArea = defineArea<ChatState>({
  name: 'chat',
  seed: ({ random, now, stateOf }) => seedChat(random, now, stateOf<AuthState>('auth')),
  routes({ state }) {
    function withContact(chat: StoredChat): Chat {
      const contact = state().contacts.find((item) => item.id === chat.contactId) ?? null;
      return structuredClone({ ...chat, contact });
    }
    function findChat(id: string): StoredChat | undefined {
      return state().chats.find((chat) => chat.id === id);
    }
    return [
      { method: 'GET', path: `${BASE}/chats`, handler: () => ok(state().chats.map(withContact)) },
      {
        method: 'GET',
        path: `${BASE}/chat`,
        handler({ query }) {
          const chat = findChat(query.id ?? '');
          return chat ? ok(withContact(chat)) : notFound();
        },
      },
      {
        method: 'PATCH',
        path: `${BASE}/chat`,
        handler({ body }) {
          const fields = bodyRecord(body);
          const chat = findChat(textField(fields, 'id'));
          if (!chat) {
            return notFound();
          }
          if (isRecord(fields.chat)) {
            // The embedded contact is not part of the chat record: it is joined on every answer.
            const { contact: _contact, ...patch } = fields.chat;
            mergeFields(chat, patch);
          }
          return ok(withContact(chat));
        },
      },
      {
        method: 'GET',
        path: `${BASE}/contacts`,
        handler: () => ok([...state().contacts].sort(byName).map(withoutDetails)),
      },
      {
        method: 'GET',
        path: `${BASE}/contact`,
        handler({ query }) {
          const contact = state().contacts.find((item) => item.id === query.id);
          return contact ? ok(structuredClone(contact)) : notFound();
        },
      },
      { method: 'GET', path: `${BASE}/profile`, handler: () => ok({ ...state().profile }) },
    ];
  },
});

function withoutDetails(contact: ChatContact): Omit<ChatContact, 'details' | 'attachments'> {
  const { details: _details, attachments: _attachments, ...rest } = structuredClone(contact);
  return rest;
}
