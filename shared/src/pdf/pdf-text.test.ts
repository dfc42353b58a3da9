import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fitFontSize, isWinAnsi, pdfSafeText, wrapText } from './pdf-text';

describe('pdfSafeText', () => {
  it('keeps what WinAnsi can draw', () => {
    for (const text of ['Invoice 42', 'Café Müller – “Straße” €5 ½ ™ …', 'Ñandú Œuvre Š']) {
      expect(pdfSafeText(text)).toBe(text);
    }
    // Decomposed accents are put back together rather than dropped.
    expect(pdfSafeText('Cafe\u0301')).toBe('Café');
  });

  it('folds letters outside WinAnsi to their Latin reading', () => {
    expect(pdfSafeText('Łódź')).toBe('Lódz');
    expect(pdfSafeText('Dvořák, Đorđe, Ştefan')).toBe('Dvorák, Dorde, Stefan');
    expect(pdfSafeText('ﬁne ① ＡＢＣ')).toBe('fine 1 ABC');
    expect(pdfSafeText('5 − 3')).toBe('5 - 3');
  });

  it('shows one ? per character it cannot draw', () => {
    expect(pdfSafeText('₦ 100')).toBe('? 100');
    expect(pdfSafeText('GH₵')).toBe('GH?');
    expect(pdfSafeText('Delivery 🚚')).toBe('Delivery ?');
    expect(pdfSafeText('Family 👨‍👩‍👧 ok 👍🏽')).toBe('Family ? ok ?');
    expect(pdfSafeText('日本')).toBe('??');
    expect(pdfSafeText('Привет')).toBe('??????');
  });

  it('turns controls into spaces and drops invisible format characters', () => {
    expect(pdfSafeText('a\tb\u0000c')).toBe('a b c');
    expect(pdfSafeText('zero\u200bwidth')).toBe('zerowidth');
  });

  // Its own time budget: it embeds a font and checks all 65,536 code points and 12,288
  // characters of text, CPU-bound work that a busy machine makes many times slower.
  it('only ever returns what Helvetica can encode', { timeout: 30_000 }, async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const supported = new Set(font.getCharacterSet());
    // The hand-written WinAnsi table is exactly pdf-lib's.
    const disagreements: string[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      if (isWinAnsi(code) !== supported.has(code)) disagreements.push(code.toString(16));
    }
    expect(disagreements).toEqual([]);
    let all = '';
    for (let code = 0; code <= 0x2fff; code += 1) all += String.fromCodePoint(code);
    all += '😀🚚👨‍👩‍👧\u{1d400}';
    const safe = pdfSafeText(all);
    expect(() => font.encodeText(safe)).not.toThrow();
    expect(Array.from(safe).filter((char) => !supported.has(char.codePointAt(0) ?? 0))).toEqual([]);
  });
});

describe('wrapText', () => {
  const measure = (s: string) => s.length;

  it('wraps words greedily within the width', () => {
    expect(wrapText('the quick brown fox jumps', 10, measure)).toEqual([
      'the quick',
      'brown fox',
      'jumps',
    ]);
    expect(wrapText('short', 10, measure)).toEqual(['short']);
    expect(wrapText('', 10, measure)).toEqual(['']);
    expect(wrapText('  spaced   out  ', 20, measure)).toEqual(['spaced out']);
  });

  it('keeps line breaks and breaks words longer than a line', () => {
    expect(wrapText('one\ntwo three', 20, measure)).toEqual(['one', 'two three']);
    expect(wrapText('see https://example.com/long', 8, measure)).toEqual([
      'see',
      'https://',
      'example.',
      'com/long',
    ]);
  });
});

describe('fitFontSize', () => {
  it('shrinks only what does not fit', () => {
    const width = (size: number) => size * 10;
    expect(fitFontSize(9, 100, width)).toBe(9);
    expect(fitFontSize(9, 45, width)).toBe(5);
    expect(fitFontSize(9, 60, width)).toBe(6);
  });
});
