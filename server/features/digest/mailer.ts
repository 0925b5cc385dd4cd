import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../../env';

/** An e-mail ready to go: both bodies are complete (the HTML already escaped). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  date: Date;
  /** Names the outbox file: `<YYYY-MM-DD>-<fileLabel>.eml`. */
  fileLabel: string;
}

export interface SentMail {
  transport: 'smtp' | 'outbox';
  messageId: string;
  /** The .eml written, when the mail went to the outbox. */
  filePath: string | null;
}

export interface Mailer {
  transport: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

/** The SMTP server gets this long to answer at each step; a digest run must not hang on a dead server. */
const SMTP_TIMEOUT_MS = 30_000;

/**
 * Mail for the weekly digest: through the SMTP server in `SMTP_URL`, or, without one, as .eml files in
 * `DATA_DIR/outbox/` that a mail client opens. Both build the message with nodemailer, so the outbox file is
 * byte for byte the MIME an SMTP server would have received.
 */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'DATA_DIR' | 'DIGEST_FROM'>): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport({
      url: env.SMTP_URL,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    return {
      transport: 'smtp',
      send: async (mail) => {
        const info = await transport.sendMail(toMessage(env.DIGEST_FROM, mail));
        if (info.rejected.length > 0) throw new Error(`The SMTP server refused ${mail.to}`);
        return { transport: 'smtp', messageId: info.messageId, filePath: null };
      },
      close: () => transport.close(),
    };
  }

  const outbox = path.join(env.DATA_DIR, 'outbox');
  // CRLF line ends: what RFC 5322 asks of a message file, and what mail clients expect of a .eml.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    transport: 'outbox',
    send: async (mail) => {
      const info = await composer.sendMail(toMessage(env.DIGEST_FROM, mail));
      if (!Buffer.isBuffer(info.message)) throw new Error('The mail composer returned a stream, not bytes');
      await fs.mkdir(outbox, { recursive: true });
      const filePath = path.join(
        outbox,
        `${mail.date.toISOString().slice(0, 10)}-${fileSafe(mail.fileLabel)}.eml`,
      );
      await writeFileAtomically(filePath, info.message);
      return { transport: 'outbox', messageId: info.messageId, filePath };
    },
    close: () => composer.close(),
  };
}

function toMessage(from: string, mail: OutgoingMail) {
  return { from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, date: mail.date };
}

/** Letters, digits, dots and dashes only: the label comes from an e-mail address. */
function fileSafe(label: string): string {
  return (
    label
      .toLowerCase()
      .replace(/[^a-z0-9.-]+/g, '-')
      .replace(/^[.-]+|-+$/g, '')
      .slice(0, 80) || 'user'
  );
}

/** A reader (a person, a mail pickup) never sees half a file: write beside it, then rename over. */
async function writeFileAtomically(filePath: string, bytes: Buffer): Promise<void> {
  const temporary = path.join(
    path.dirname(filePath),
    `.${path.basename(filePath)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    await fs.writeFile(temporary, bytes, { flag: 'wx' });
    await fs.rename(temporary, filePath);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}
