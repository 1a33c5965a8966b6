/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/** Placeholder: the gallery tables (issue 5) are added here. */
export function gallery(_dialect: DialectName) {
  return {
    async up(_db: Kysely<any>): Promise<void> {},
  };
}
