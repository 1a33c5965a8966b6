/** Helpers shared by the areas' handlers. */
import { isRecord } from './router.ts';

/**
 * Copies the given fields onto a stored record (a shallow merge: fields not given stay); the id
 * never changes.
 */
export function mergeFields(target: { id: string }, patch: unknown): void {
  if (!isRecord(patch)) {
    return;
  }
  const id = target.id;
  Object.assign(target, patch);
  target.id = id;
}

/** A file (Blob) read as an inline data URL; a data URL given as text is kept as it is. */
export async function toDataUrl(value: unknown): Promise<string | undefined> {
  if (typeof value === 'string' && value.startsWith('data:')) {
    return value;
  }
  if (!(value instanceof Blob)) {
    return undefined;
  }
  const bytes = new Uint8Array(await value.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return `data:${value.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}
