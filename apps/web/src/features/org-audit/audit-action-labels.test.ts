import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActions } from '@atalaya/contract/complaints/case-detail.schemas';
import { languageCodes } from '@atalaya/contract/limits';

const adminStrings = path.resolve(import.meta.dirname, '../../../public/i18n/admin');

function labelsAt(language: string, ...keys: string[]): Record<string, unknown> {
  let node: unknown = JSON.parse(fs.readFileSync(path.join(adminStrings, `${language}.json`), 'utf8'));
  for (const key of keys) {
    node = typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined;
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : {};
}

/** Every action the trails can hold has a label in both screens that show it, in every language. */
describe('audit action labels', () => {
  for (const language of languageCodes) {
    it(`names every audit action in ${language} (Auditoría and the case's trail)`, () => {
      for (const where of [
        ['orgAudit', 'actions'],
        ['caseDetail', 'audit', 'actions'],
      ]) {
        const labels = labelsAt(language, ...where);
        const missing = auditActions.filter((action) => typeof labels[action] !== 'string' || labels[action] === '');
        expect(missing, `${language}: ${where.join('.')}`).toEqual([]);
      }
    });
  }
});
