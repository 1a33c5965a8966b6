import { describe, expect, it } from 'vitest';
import { answerMessages } from '@atalaya/contract/complaints/answers';
import { emptyChatMessage } from '@atalaya/contract/complaints/chat.schemas';
import { limits } from '@atalaya/contract/limits';
import { galleryMessages } from '@atalaya/contract/resources/gallery.schemas';
import { resolvedCaseMessage } from './domain/complaint/complaint.policy.ts';
import { keptMetadataMessages } from './domain/document/kept-metadata.rules.ts';
import { authMessages } from './domain/session/session.service.ts';
import { verificationMessages } from './features/certified-copies/verification.routes.ts';
import { chatMessages } from './features/conversation/chat.service.ts';
import { multipartMessages } from './features/documents/upload.routes.ts';
import { uploadMessages } from './features/documents/upload.service.ts';
import { filingMessages } from './features/intake/filing.service.ts';
import { receiptLoginMessages } from './features/intake/receipt-login.service.ts';
import { messages } from './lib/errors.ts';
import { inspectionMessages } from './lib/file-inspection.ts';
import { translateMessage } from './lib/message-catalogue.ts';
import { stripMessages } from './lib/metadata-strip.ts';
import { sourceLimitMessage } from './plugins/source-limit.ts';
import { nulMessage } from './plugins/text-guard.ts';

/**
 * The server messages a person reads: sign-in, receipt, limits, uploads, locked cases and the
 * validation messages of the reporter's forms. Each must be in the catalogue in every language
 * (lib/message-catalogue.ts): a message reworded in Spanish without its translations fails here.
 */
const shownToPeople: readonly string[] = [
  messages.unauthenticated,
  messages.forbidden,
  messages.notFound,
  messages.validation,
  authMessages.badCredentials,
  authMessages.rateLimited,
  authMessages.noTenant,
  receiptLoginMessages.invalid,
  receiptLoginMessages.rateLimited,
  sourceLimitMessage,
  filingMessages.tooManyComplaints,
  filingMessages.typeUnavailable,
  filingMessages.invalidDocument,
  verificationMessages.rateLimited,
  uploadMessages.tenantBusy,
  uploadMessages.tooManyPending,
  uploadMessages.complaintMissing,
  uploadMessages.complaintResolved,
  multipartMessages.notMultipart,
  multipartMessages.oneFile,
  multipartMessages.noFile,
  multipartMessages.incomplete,
  multipartMessages.tooLarge(limits.maxFileBytes),
  inspectionMessages.notAllowed,
  inspectionMessages.empty,
  stripMessages.unreadable,
  stripMessages.encryptedPdf,
  keptMetadataMessages.refused,
  galleryMessages.tooLarge,
  galleryMessages.notAnImage,
  galleryMessages.noFile,
  resolvedCaseMessage,
  chatMessages.resolved,
  emptyChatMessage,
  nulMessage,
  ...Object.values(answerMessages),
];

describe('server messages shown to people', () => {
  it('every one has its Catalan, Basque, Galician and English text, and stays itself in Spanish', () => {
    const missing = shownToPeople.flatMap((message) =>
      (['cat', 'eu', 'ga', 'en'] as const)
        .filter((language) => translateMessage(message, language) === message)
        .map((language) => `${language}: ${message}`),
    );
    expect(missing).toEqual([]);
    for (const message of shownToPeople) {
      expect(translateMessage(message, 'es')).toBe(message);
    }
  });
});
