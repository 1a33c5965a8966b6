/**
 * The seeded random generator behind the demo data: mulberry32, a 32-bit generator small enough
 * to write here. The same seed gives the same sequence in Node and in every browser.
 */

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in a random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A version-4-shaped UUID drawn from this sequence (deterministic, not secret). */
  uuid(): string;
};

/** FNV-1a: a stable 32-bit hash of a text, used to derive one seed per area. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  function int(min: number, max: number): number {
    return min + Math.floor(next() * (max - min + 1));
  }
  function pick<T>(items: readonly T[]): T {
    if (items.length === 0) {
      throw new Error('pick from an empty list');
    }
    return items[int(0, items.length - 1)] as T;
  }
  function sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) {
      out.push(pool.splice(int(0, pool.length - 1), 1)[0] as T);
    }
    return out;
  }
  function uuid(): string {
    const bytes = Array.from({ length: 16 }, () => int(0, 255));
    return formatUuid(bytes);
  }
  return { next, int, chance: (probability) => next() < probability, pick, sample, uuid };
}

/** A random UUID for records created at run time (not part of the seed): Web Crypto in both runtimes. */
export function randomUuid(): string {
  return formatUuid(Array.from(crypto.getRandomValues(new Uint8Array(16))));
}

function formatUuid(bytes: number[]): string {
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Rounds to two decimals (prices). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

const DAY_MS = 86_400_000;

/** `now` moved by a number of days (negative: the past). */
export function addDays(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** The calendar day (UTC) of a date as an ISO date-time at midnight. */
export function startOfDayIso(date: Date): string {
  return `${date.toISOString().slice(0, 10)}T00:00:00.000Z`;
}
