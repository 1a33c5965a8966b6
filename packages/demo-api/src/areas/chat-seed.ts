/** Seed of the chat (spec 001 §3): the demo user's profile, 24 contacts and 10 conversations. */
import { gradientBackground, initialsAvatar, mediaTile } from '../images.ts';
import { makePerson, uniqueNames, type EmailEntry, type PhoneEntry } from '../people.ts';
import { type Random } from '../random.ts';
import { ABOUT_LINES, CHAT_LINES, PROFILE_ABOUT } from '../words.ts';
import { type AuthState } from './auth.ts';

export type ChatProfile = { id: string; name: string; email: string; avatar: string | null; about: string };

export type ChatContact = {
  id: string;
  avatar: string | null;
  background?: string;
  name: string;
  about: string;
  details: {
    emails: EmailEntry[];
    phoneNumbers: PhoneEntry[];
    title: string;
    company: string;
    birthday: string;
    address: string;
  };
  /** media: image URLs; docs: file names; links: URLs. */
  attachments: { media: string[]; docs: string[]; links: string[] };
};

export type ChatMessage = {
  id: string;
  chatId: string;
  contactId: string;
  value: string;
  createdAt: string;
  isMine: boolean;
};

/** A chat as stored; the answers embed its `contact`. */
export type StoredChat = {
  id: string;
  contactId: string;
  unreadCount: number;
  muted: boolean;
  lastMessage: string;
  lastMessageAt: string;
  messages: ChatMessage[];
};

export type Chat = StoredChat & { contact: Omit<ChatContact, 'details' | 'attachments'> | ChatContact | null };

export type ChatState = { profile: ChatProfile; contacts: ChatContact[]; chats: StoredChat[] };

export const SEED_CHAT_CONTACT_COUNT = 24;
export const SEED_CHAT_COUNT = 10;
const DOC_NAMES = ['budget-2026.xlsx', 'minutes.docx', 'contract-draft.pdf', 'route-plan.pdf', 'photos.zip'];
const MINUTE_MS = 60_000;

export function seedChat(random: Random, now: Date, auth: AuthState): ChatState {
  const profile: ChatProfile = {
    id: auth.user.id,
    name: auth.user.name,
    email: auth.user.email,
    avatar: auth.user.avatar,
    about: PROFILE_ABOUT,
  };
  const contacts = uniqueNames(random, SEED_CHAT_CONTACT_COUNT).map((name, index): ChatContact => {
    const person = makePerson(random, name, now);
    const contact: ChatContact = {
      id: random.uuid(),
      avatar: random.chance(0.8) ? initialsAvatar(name, index + 3) : null,
      name,
      about: random.pick(ABOUT_LINES),
      details: {
        emails: person.emails,
        phoneNumbers: person.phoneNumbers,
        title: person.title ?? '',
        company: person.company,
        birthday: person.birthday,
        address: person.address,
      },
      attachments: {
        media: Array.from({ length: random.int(0, 6) }, (_, i) => mediaTile(index + i)),
        docs: random.sample(DOC_NAMES, random.int(0, 3)),
        links: random.chance(0.5) ? [`https://${name.split(' ')[1]?.toLowerCase() ?? 'site'}.example/`] : [],
      },
    };
    if (random.chance(0.3)) {
      contact.background = gradientBackground(index);
    }
    return contact;
  });

  let lastAt = now.getTime() - random.int(2, 30) * MINUTE_MS;
  const chats = random.sample(contacts, SEED_CHAT_COUNT).map((contact, index): StoredChat => {
    const chatId = random.uuid();
    const count = random.int(6, 14);
    const start = random.int(0, CHAT_LINES.length - 1);
    let at = lastAt;
    const messages: ChatMessage[] = [];
    for (let i = count - 1; i >= 0; i -= 1) {
      const isMine = random.chance(0.5);
      messages.unshift({
        id: random.uuid(),
        chatId,
        contactId: isMine ? profile.id : contact.id,
        value: CHAT_LINES[(start + i) % CHAT_LINES.length] as string,
        createdAt: new Date(at).toISOString(),
        isMine,
      });
      at -= random.int(1, 90) * MINUTE_MS;
    }
    const last = messages[messages.length - 1] as ChatMessage;
    lastAt -= random.int(30, 60 * 24) * MINUTE_MS;
    return {
      id: chatId,
      contactId: contact.id,
      unreadCount: index < 4 && !last.isMine ? random.int(1, 4) : 0,
      muted: random.chance(0.2),
      lastMessage: last.value,
      lastMessageAt: last.createdAt,
      messages,
    };
  });
  return { profile, contacts, chats };
}
