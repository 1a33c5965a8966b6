import type { DemoTextKey } from './strings-es.ts';

/** The demo's texts in Catalan; a key missing here falls back to Spanish. */
export const demoStringsCat: Partial<Record<DemoTextKey, string>> = {};
