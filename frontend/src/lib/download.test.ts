import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from './download';

describe('downloadBlob', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a link named for the file, and keeps its address good for a minute', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:receipt');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });

    downloadBlob(new Blob(['%PDF']), 'Payment-Receipt.pdf');

    expect(clicked).toEqual([{ href: 'blob:receipt', download: 'Payment-Receipt.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    // A busy browser may start reading the file seconds after the click.
    vi.advanceTimersByTime(30_000);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(revoke).toHaveBeenCalledWith('blob:receipt');
  });
});
