import { normaliseEmail } from '@shared/email/address';
import type {
  EmailRecipientView,
  InvalidEmailRecipient,
  SendBulkEmailBody,
} from '@shared/email/schemas';
import type { Database } from '../db/service';
import { namedMembers } from '../sms';

export type ResolvedEmails = { recipients: EmailRecipientView[]; invalid: InvalidEmailRecipient[] };

/**
 * Who a bulk email goes to: the named members of one group of this company (the Bulk SMS
 * groups) and typed addresses, each address trimmed, lower-cased and once. Ids that name nobody
 * here (another company's included), members without a usable address (an own group's contacts
 * have none) and typed text that is not an address are listed in `invalid`, never dropped.
 */
export async function resolveEmailRecipients(
  db: Database,
  emis: string,
  input: Pick<SendBulkEmailBody, 'groupTable' | 'recipientsIDs' | 'emailsArray'>,
): Promise<ResolvedEmails> {
  const recipients: EmailRecipientView[] = [];
  const invalid: InvalidEmailRecipient[] = [];
  const seen = new Set<string>();
  const add = (who: { id: string | null; name: string | null }, raw: string | undefined) => {
    const email = normaliseEmail(raw);
    if (!email) {
      const text = raw?.trim() ?? '';
      invalid.push({
        ...who,
        email: text,
        reason: text ? 'Not a valid email address' : 'No email address',
      });
      return;
    }
    if (seen.has(email)) return;
    seen.add(email);
    recipients.push({ ...who, email });
  };

  const ids = [...new Set(input.recipientsIDs)];
  if (ids.length > 0) {
    const { members } = await namedMembers(db, emis, input.groupTable, ids);
    for (const id of ids) {
      const member = members.get(id);
      if (!member) invalid.push({ id, name: null, email: '', reason: 'No such recipient' });
      else add({ id, name: member.name }, member.email);
    }
  }
  for (const typed of input.emailsArray) {
    // A blank line of the typed list is no recipient, not a bad one.
    if (typed.trim()) add({ id: null, name: null }, typed);
  }
  return { recipients, invalid };
}
