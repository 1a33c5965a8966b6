import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * TOTP (RFC 6238) through the `otpauth` library (decision 038): SHA-1, 6 digits, 30-second steps,
 * the parameters every authenticator app reads from an otpauth URI. A code of the step before or
 * after the server's is accepted (±30 s of clock skew).
 */
export const totpPeriodSeconds = 30;
const skewSteps = 1;

function totpOf(secretBase32: string, issuer = 'Atalaya', label = 'Atalaya'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation) in Base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads: issuer is the channel's name, label the e-mail. */
export function totpUri(secretBase32: string, issuer: string, label: string): string {
  return totpOf(secretBase32, issuer, label).toString();
}

/** The URI as a QR code, an SVG data URL (no pixels to scale, small). */
export async function totpQrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** The time step of a moment. */
export function totpStepAt(timestampMs: number): number {
  return Math.floor(timestampMs / 1000 / totpPeriodSeconds);
}

/**
 * The time step a code belongs to, within ±1 step of `timestampMs`, or null when it matches none.
 * The caller refuses a step at or before the last accepted one (no replay).
 */
export function matchTotpStep(secretBase32: string, code: string, timestampMs: number = Date.now()): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: timestampMs, window: skewSteps });
  return delta === null ? null : totpStepAt(timestampMs) + delta;
}

/** The code of a moment (tests and the e2e compute codes the same way). */
export function totpCodeAt(secretBase32: string, timestampMs: number = Date.now()): string {
  return totpOf(secretBase32).generate({ timestamp: timestampMs });
}

/** Recovery codes: 10 characters of an alphabet without 0/O, 1/I/L, shown as ABCDE-FGHJK (50 bits each). */
const recoveryAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'.split('');

export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => recoveryAlphabet[crypto.randomInt(recoveryAlphabet.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** SHA-256 (hex) of a recovery code as typed, ignoring case, spaces and the dash. */
export function hashRecoveryCode(code: string): string {
  const normalised = code.replace(/[\s-]/g, '').toUpperCase();
  return crypto.createHash('sha256').update(`atalaya-recuperacion:${normalised}`).digest('hex');
}
