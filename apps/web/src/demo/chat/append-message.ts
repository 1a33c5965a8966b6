import type { Chat, ChatMessage } from './chat-api.ts';

/**
 * Sending a message (no call of its own in spec 001 §7): the message is appended to the chat and
 * `PATCH /api/apps/chat/chat` sends the messages with the new last message and its time.
 */
export function appendMessage(
  chat: Chat,
  text: string,
  sender: { id: string; now: Date; newId: () => string },
): Pick<Chat, 'messages' | 'lastMessage' | 'lastMessageAt'> {
  const value = text.trim();
  const createdAt = sender.now.toISOString();
  const message: ChatMessage = {
    id: sender.newId(),
    chatId: chat.id,
    contactId: sender.id,
    value,
    createdAt,
    isMine: true,
  };
  return { messages: [...chat.messages, message], lastMessage: value, lastMessageAt: createdAt };
}
