import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { e2eMail, mailFileName } from './tests/support.ts';

/** Writes a received message for one recipient as `<timestamp>-<rcpt>.eml` (a later timestamp if that name is taken). */
async function keep(recipient: string, raw: Buffer): Promise<void> {
  for (let timestamp = Date.now(); ; timestamp += 1) {
    try {
      await writeFile(path.join(e2eMail.dir, mailFileName(timestamp, recipient)), raw, { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
    }
  }
}

/**
 * A real SMTP server on loopback for the e2e server's mail dispatcher (SMTP_URL in
 * playwright.config.ts), as the server's own mail tests use (apps/server/src/test/smtp-server.ts):
 * every message it receives is written, one file per recipient, to `.tmp/e2e-mail-<port>/`, where
 * `readMailTo` (tests/support.ts) finds it. Answers the teardown, which stops it.
 */
// eslint-disable-next-line import/no-default-export -- Playwright loads a global setup by its default export.
export default async function startMailCapture(): Promise<() => Promise<void>> {
  await rm(e2eMail.dir, { recursive: true, force: true });
  await mkdir(e2eMail.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        Promise.all(session.envelope.rcptTo.map((rcpt) => keep(rcpt.address, raw))).then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject);
    server.listen(e2eMail.port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
