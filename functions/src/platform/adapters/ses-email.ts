import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { EmailMessage, EmailSender } from '../ports';
import { emailHtml } from './email-html';

export class SesEmailSender implements EmailSender {
  private readonly client: SESv2Client;

  constructor(
    region: string,
    private readonly from: string,
  ) {
    this.client = new SESv2Client({ region });
  }

  async send(message: EmailMessage) {
    // Display names are quoted; quotes and angle brackets in them are dropped.
    const name = message.fromName?.replace(/["<>\r\n]/g, '').trim();
    const links = (message.links ?? []).map((link) => `${link.label}: ${link.href}`).join('\n');
    const result = await this.client.send(
      new SendEmailCommand({
        FromEmailAddress: name ? `"${name}" <${this.from}>` : this.from,
        Destination: { ToAddresses: [message.to] },
        ReplyToAddresses: message.replyTo ? [message.replyTo] : undefined,
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: {
              Text: {
                Data: links ? `${message.text}\n\n${links}` : message.text,
                Charset: 'UTF-8',
              },
              Html: { Data: emailHtml(message), Charset: 'UTF-8' },
            },
            // SES v2 attaches files to a simple message itself (it builds the MIME parts).
            Attachments: message.attachments?.map((file) => ({
              FileName: file.filename,
              ContentType: file.contentType,
              RawContent: file.content,
              ContentDisposition: 'ATTACHMENT' as const,
              ContentTransferEncoding: 'BASE64' as const,
            })),
          },
        },
      }),
    );
    return { id: result.MessageId ?? '' };
  }
}
