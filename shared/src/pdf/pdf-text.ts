// Text for pdf-lib's standard fonts: they encode WinAnsi (Windows-1252) only and throw on any
// other character, so every string drawn on a document passes through here first.
import { currencySymbol, formatMoney } from '../money/money';

// Windows-1252's printable characters outside Latin-1 (its 0x80-0x9F block).
const WIN_ANSI_EXTRAS = new Set(
  Array.from('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ', (char) => char.codePointAt(0) ?? 0),
);

// Letters that NFKD does not take apart but that have an obvious Latin reading.
const LATIN_FOLDS: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ŀ: 'l',
  Ŀ: 'L',
  ŧ: 't',
  Ŧ: 'T',
  ƒ: 'ƒ',
  ŉ: "'n",
  '−': '-',
};

const PLAIN_ASCII = /^[\x20-\x7e]*$/;
const MARKS = /[\p{M}\p{Cf}]/gu;
const CONTROLS = /\p{Cc}/u;

let graphemes: Intl.Segmenter | undefined;

/** Whether a single code point can be drawn with a standard (WinAnsi) font. */
export function isWinAnsi(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xff) ||
    WIN_ANSI_EXTRAS.has(codePoint)
  );
}

function allWinAnsi(text: string): boolean {
  for (const char of text) if (!isWinAnsi(char.codePointAt(0) ?? 0)) return false;
  return true;
}

function foldGrapheme(cluster: string): string {
  if (allWinAnsi(cluster)) return cluster;
  if (CONTROLS.test(cluster)) return ' ';
  // Compatibility decomposition without the accents: 'ź' -> 'z', 'ﬁ' -> 'fi', '①' -> '1'.
  const folded = Array.from(
    cluster.normalize('NFKD').replace(MARKS, ''),
    (c) => LATIN_FOLDS[c] ?? c,
  )
    .join('')
    .normalize('NFC');
  if (folded === '') return cluster.replace(MARKS, '') === '' ? '' : '?';
  return allWinAnsi(folded) ? folded : '?';
}

/**
 * The text as a standard PDF font can draw it: characters outside WinAnsi are folded (NFKD,
 * accents dropped, 'ł' → 'l') and what still cannot be encoded becomes one '?' per
 * user-perceived character (an emoji, a '₦'). Line breaks and other controls become spaces.
 */
export function pdfSafeText(text: string): string {
  if (PLAIN_ASCII.test(text)) return text;
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  let out = '';
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) out += foldGrapheme(segment);
  return out;
}

/**
 * Greedy word wrap into lines no wider than `maxWidth` as `measure` reports widths; a word
 * wider than a line is broken between characters. Each '\n' starts a new line; an empty text
 * gives one empty line.
 */
export function wrapText(text: string, maxWidth: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = '';
    for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (measure(candidate) <= maxWidth) {
        current = candidate;
        continue;
      }
      if (current !== '') lines.push(current);
      current = '';
      if (measure(word) <= maxWidth) {
        current = word;
        continue;
      }
      // A word longer than the column (a URL, an account reference): break it anywhere.
      for (const char of word) {
        if (current !== '' && measure(current + char) > maxWidth) {
          lines.push(current);
          current = '';
        }
        current += char;
      }
    }
    lines.push(current);
  }
  return lines;
}

/** The largest font size up to `size` at which `width(size)` fits in `maxWidth` (a floor of 5). */
export function fitFontSize(
  size: number,
  maxWidth: number,
  width: (size: number) => number,
): number {
  const natural = width(size);
  if (natural <= maxWidth) return size;
  return Math.max(5, Math.floor(((size * maxWidth) / natural) * 10) / 10);
}

/** `formatMoney` in a document's currency; a symbol the standard fonts cannot draw prints as its code. */
export function amountPrinter(currency: string): (cents: number) => string {
  const symbol = currencySymbol(currency);
  const drawable = pdfSafeText(symbol) === symbol;
  const code = currency.trim().toUpperCase();
  return (cents) =>
    drawable ? formatMoney(cents, currency) : formatMoney(cents, currency).replace(symbol, code);
}
