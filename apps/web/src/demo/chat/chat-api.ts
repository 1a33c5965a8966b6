import { demoFetch } from '../lib/demo-fetch.ts';

const base = '/api/apps/chat';

export type ChatMessage = {
  id: string;
  chatId: string;
  contactId: string;
  value: string;
  createdAt: string;
  isMine: boolean;
};
export type ChatContactSummary = {
  id: string;
  avatar: string | null;
  background?: string;
  name: string;
  about: string;
};
export type ChatContact = ChatContactSummary & {
  details: {
    emails: Array<{ email: string; label: string }>;
    phoneNumbers: Array<{ country: string; phoneNumber: string; label: string }>;
    title: string;
    company: string;
    birthday: string;
    address: string;
  };
  attachments: { media: string[]; docs: string[]; links: string[] };
};
export type Chat = {
  id: string;
  contactId: string;
  unreadCount: number;
  muted: boolean;
  lastMessage: string;
  lastMessageAt: string;
  messages: ChatMessage[];
  contact: ChatContact | null;
};
export type ChatProfile = { id: string; name: string; email: string; avatar: string | null; about: string };

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
