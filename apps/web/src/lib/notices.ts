import { useSyncExternalStore } from 'react';
import { limits } from '@atalaya/contract/limits';

export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

export type Notice = {
  id: number;
  title?: string;
  message: string;
  severity: NoticeSeverity;
  /** Milliseconds before it closes by itself; `null` keeps it until the user closes it. */
  autoHideMs: number | null;
};

export type NoticeInput = Omit<Notice, 'id' | 'autoHideMs'> & { autoHideMs?: number | null };

type Listener = () => void;
const listeners = new Set<Listener>();
let notices: readonly Notice[] = [];
let nextId = 1;

function emit(): void {
  for (const listener of listeners) {
    listener();
  }
}

/** Shows a snackbar; callable from outside React (e.g. the api client). Returns its id. */
export function notify(input: NoticeInput): number {
  const notice: Notice = { autoHideMs: limits.snackbarMs, ...input, id: nextId };
  nextId += 1;
  notices = [...notices, notice];
  emit();
  return notice.id;
}

export function dismissNotice(id: number): void {
  notices = notices.filter((notice) => notice.id !== id);
  emit();
}

export function clearNotices(): void {
  notices = [];
  emit();
}

export function getNotices(): readonly Notice[] {
  return notices;
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(subscribeNotices, getNotices, getNotices);
}
