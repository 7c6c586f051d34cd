import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A message as the SMTP server on 127.0.0.1 received it (written by global-setup). */
export interface ReceivedMessage {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
}

export function receivedMessages(): ReceivedMessage[] {
  const directory = process.env.E2E_MAIL_DIR;
  if (!directory) throw new Error('E2E_MAIL_DIR is not set: the e2e global setup did not run');
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
