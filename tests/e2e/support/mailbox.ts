import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { siteMailDir } from './site.ts';

/** A message as the SMTP server of this worker's site received it (written by support/site.ts). */
export interface ReceivedMessage {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** The file of the whole message, beside this one. */
  eml: string;
}

/** Every message this worker's site has sent so far, oldest first. */
export function receivedMessages(): ReceivedMessage[] {
  const directory = siteMailDir();
  return readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(directory, name), 'utf8')) as ReceivedMessage);
}

/** Waits for the messages that match, as a person waits for their inbox. */
export async function waitForMessages(
  match: (message: ReceivedMessage) => boolean,
  count: number,
  timeoutMs = 15_000,
): Promise<ReceivedMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = receivedMessages().filter(match);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The private link the first e-mail to `email` with this subject carries, as a path on this server. */
export async function statusLinkFromMail(email: string, subject: string): Promise<string> {
  const [message] = await waitForMessages(
    (candidate) => candidate.to.includes(email) && candidate.subject === subject,
    1,
  );
  if (!message) throw new Error(`no e-mail "${subject}" to ${email}`);
  const link = /https?:\/\/[^\s"<>]+(\/status\/[A-Za-z0-9_-]{43})\b/.exec(message.text)?.[1];
  if (!link) throw new Error(`the e-mail "${subject}" carries no private status link`);
  return link;
}

/** The files a message carries, as its receiver would save them. */
export async function attachmentsOf(
  message: ReceivedMessage,
): Promise<Array<{ filename: string; contentType: string; content: Buffer }>> {
  const parsed = await simpleParser(readFileSync(join(siteMailDir(), message.eml)));
  return parsed.attachments.map((file) => ({
    filename: file.filename ?? '',
    contentType: file.contentType,
    content: file.content,
  }));
}
