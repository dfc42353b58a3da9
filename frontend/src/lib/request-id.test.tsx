import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REQUEST_ID_PATTERN } from '@shared/request-id';
import { useRequestId } from './request-id';

describe('useRequestId', () => {
  it('keeps one id across sends of one action and makes a new one after a success', () => {
    const { result, rerender } = renderHook(() => useRequestId());
    const first = result.current.current();
    expect(first).toMatch(REQUEST_ID_PATTERN);
    // A double click, or a retry after a failure, re-renders and sends again: the same id.
    rerender();
    expect(result.current.current()).toBe(first);
    act(() => result.current.renew());
    const next = result.current.current();
    expect(next).toMatch(REQUEST_ID_PATTERN);
    expect(next).not.toBe(first);
    expect(result.current.current()).toBe(next);
  });
});
