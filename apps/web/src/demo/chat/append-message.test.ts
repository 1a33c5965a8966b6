import { describe, expect, it } from 'vitest';
import { appendMessage } from './append-message.ts';
import type { Chat } from './chat-api.ts';

const chat: Chat = {
  id: 'c1',
  contactId: 'k1',
  unreadCount: 0,
  muted: false,
  lastMessage: 'Hola',
  lastMessageAt: '2026-06-14T10:00:00.000Z',
  messages: [
    { id: 'm1', chatId: 'c1', contactId: 'k1', value: 'Hola', createdAt: '2026-06-14T10:00:00.000Z', isMine: false },
  ],
  contact: null,
};

describe('appendMessage', () => {
  it('appends my message and makes it the last one, leaving the chat it was given unchanged', () => {
    const now = new Date('2026-06-15T09:30:00.000Z');
    const changes = appendMessage(chat, '  ¿Qué tal?  ', { id: 'me', now, newId: () => 'm2' });
    expect(changes).toEqual({
      messages: [
        chat.messages[0],
        { id: 'm2', chatId: 'c1', contactId: 'me', value: '¿Qué tal?', createdAt: now.toISOString(), isMine: true },
      ],
      lastMessage: '¿Qué tal?',
      lastMessageAt: now.toISOString(),
    });
    expect(chat.messages).toHaveLength(1);
  });
});
