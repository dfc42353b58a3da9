import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { formatDateTime } from '@shared/time/sast';
import type {
  Clock,
  EmailMessage,
  EmailSender,
  OutboxEntry,
  OutboxKind,
  OutboxReader,
  SmsMessage,
  SmsSender,
} from '../ports';

/**
 * Local stand-ins for SES and SNS: nothing leaves the machine. Every accepted message is
 * appended, one JSON object a line, to `<dir>/email.jsonl` or `<dir>/sms.jsonl`, so scripts
 * and people can follow invitation links.
 */
async function append(dir: string, file: string, record: object) {
  await mkdir(dir, { recursive: true });
  await appendFile(join(dir, file), JSON.stringify(record) + '\n');
}

export class OutboxEmailSender implements EmailSender {
  constructor(
    private readonly dir: string,
    private readonly clock: Clock,
  ) {}

  async send(message: EmailMessage) {
    const id = ulid();
    await append(this.dir, 'email.jsonl', {
      id,
      to: message.to,
      subject: message.subject,
      body: message.text,
      links: message.links ?? [],
      // The files as sent (base64), so a script or a test can open them.
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map((file) => ({
              filename: file.filename,
              content_type: file.contentType,
              size: file.content.byteLength,
              content_base64: Buffer.from(file.content).toString('base64'),
            })),
          }
        : {}),
      from: message.fromName,
      reply_to: message.replyTo,
      time: formatDateTime(this.clock.now()),
      tenant: message.tenant,
    });
    return { id };
  }
}

export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly dir: string,
    private readonly clock: Clock,
  ) {}

  async send(message: SmsMessage) {
    const id = ulid();
    await append(this.dir, 'sms.jsonl', {
      id,
      to: message.to,
      title: message.title,
      body: message.body,
      links: [],
      time: formatDateTime(this.clock.now()),
      tenant: message.tenant,
      status: 'delivered',
    });
    return { id, status: 'delivered' as const };
  }
}

export class OutboxFileReader implements OutboxReader {
  constructor(private readonly dir: string) {}

  async list(kind: OutboxKind, limit: number): Promise<OutboxEntry[]> {
    let text: string;
    try {
      text = await readFile(join(this.dir, `${kind}.jsonl`), 'utf8');
    } catch {
      return [];
    }
    const entries: OutboxEntry[] = [];
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        entries.push(JSON.parse(line) as OutboxEntry);
      } catch {
        // A line cut short by a crash is skipped, not fatal.
      }
    }
    return entries.reverse().slice(0, limit);
  }
}
