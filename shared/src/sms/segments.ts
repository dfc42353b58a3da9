/** The GSM 03.38 basic character set: one septet each. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The GSM 03.38 extension table: an escape plus the character, two septets each. */
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export type SmsSize = {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  /** Messages the network bills: 0 for empty text. */
  segments: number;
};

/** Single-message and per-part capacities: 160/153 septets, or 70/67 UTF-16 units. */
export const SEGMENT_LIMITS = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
} as const;

/**
 * How many SMS segments `text` needs: GSM-7 when every character is in the GSM 03.38 tables
 * (extension characters such as `€` and `{` count two), otherwise UCS-2, where every UTF-16
 * code unit counts (an emoji is two). A text over one segment is split into parts of 153 (67).
 */
export function smsSize(text: string): SmsSize {
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (GSM_BASIC.has(char)) septets += 1;
    else if (GSM_EXTENDED.has(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  const units = gsm ? septets : text.length;
  const limits = SEGMENT_LIMITS[encoding];
  const segments = units === 0 ? 0 : units <= limits.single ? 1 : Math.ceil(units / limits.part);
  return { encoding, units, segments };
}

/** The segments of `text` (see smsSize). */
export function smsSegments(text: string): number {
  return smsSize(text).segments;
}
