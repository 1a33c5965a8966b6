import crypto from 'node:crypto';
import {
  normalizeVerificationCode,
  verificationCodeAlphabet,
  verificationCodeLength,
} from '@atalaya/contract/complaints/document-seal.schemas';

/**
 * A new verification code for a stamped or certified copy: 20 Crockford base-32 characters from
 * the system CSPRNG (100 random bits) in groups of 4, e.g. `7K3M-Q9XD-2HWT-BN4R-0PZC`. Never
 * derived from the complaint, the document or the time, so it reveals nothing and cannot be guessed.
 */
export function generateVerificationCode(): string {
  let out = '';
  for (let i = 0; i < verificationCodeLength; i += 1) {
    // randomInt is uniform (rejection sampling), so every character carries exactly 5 bits.
    out += verificationCodeAlphabet.charAt(crypto.randomInt(verificationCodeAlphabet.length));
  }
  const code = normalizeVerificationCode(out);
  if (code === null) {
    throw new Error('Verification code out of its alphabet');
  }
  return code;
}
