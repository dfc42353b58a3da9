import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { SmsMessage, SmsSender } from '../ports';

export class SnsSmsSender implements SmsSender {
  private readonly client: SNSClient;

  constructor(
    region: string,
    private readonly maxPrice?: string,
  ) {
    this.client = new SNSClient({ region });
  }

  async send(message: SmsMessage) {
    const result = await this.client.send(
      new PublishCommand({
        PhoneNumber: message.to,
        Message: message.body,
        MessageAttributes: {
          'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
          ...(this.maxPrice
            ? { 'AWS.SNS.SMS.MaxPrice': { DataType: 'Number', StringValue: this.maxPrice } }
            : {}),
        },
      }),
    );
    return { id: result.MessageId ?? '', status: 'sent' as const };
  }
}
