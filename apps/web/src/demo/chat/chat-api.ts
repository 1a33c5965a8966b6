import type { ChatContact, ChatProfile, StoredChat } from '@atalaya/demo-api/areas/chat-seed';
import { demoFetch } from '../lib/demo-fetch.ts';

const base = '/api/apps/chat';

// The engine's own shapes (types only: nothing of the engine is bundled by this import).
export type { ChatContact, ChatMessage, ChatProfile } from '@atalaya/demo-api/areas/chat-seed';

/** A contact as the contact list answers it: without its details and attachments. */
export type ChatContactSummary = Omit<ChatContact, 'details' | 'attachments'>;
/** A chat as `GET chats` and `GET chat` answer it: the stored chat with its whole contact joined. */
export type Chat = StoredChat & { contact: ChatContact | null };

export const chatKeys = {
  all: ['demo', 'chat'] as const,
  chats: ['demo', 'chat', 'chats'] as const,
  chat: (id: string) => ['demo', 'chat', 'chat', id] as const,
  contact: (id: string) => ['demo', 'chat', 'contact', id] as const,
  profile: ['demo', 'chat', 'profile'] as const,
};

export function fetchChats(): Promise<Chat[]> {
  return demoFetch<Chat[]>(`${base}/chats`);
}

export function fetchChat(id: string): Promise<Chat> {
  return demoFetch<Chat>(`${base}/chat`, { query: { id } });
}

/** Merges the given fields into the chat (mute, unread count, messages…); answers the updated chat. */
export function updateChat(id: string, chat: Partial<Omit<Chat, 'id' | 'contact'>>): Promise<Chat> {
  return demoFetch<Chat>(`${base}/chat`, { method: 'PATCH', json: { id, chat } });
}

export function fetchChatContact(id: string): Promise<ChatContact> {
  return demoFetch<ChatContact>(`${base}/contact`, { query: { id } });
}

export function fetchChatProfile(): Promise<ChatProfile> {
  return demoFetch<ChatProfile>(`${base}/profile`);
}
