import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smsKeys } from './api/sms-keys';
import { NO_GROUP, useRecipientGroup } from './recipients';

function wrapperWith(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const offline = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('useRecipientGroup', () => {
  // The members' call never answers: the members are what a test puts in the cache.
  beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => undefined)));
  afterEach(() => vi.unstubAllGlobals());

  it('sends to typed recipients only without a group', () => {
    const { result } = renderHook(() => useRecipientGroup(NO_GROUP), {
      wrapper: wrapperWith(offline()),
    });
    expect(result.current.group).toBeNull();
    expect(result.current.waiting).toBe(false);
    expect(result.current.recipients()).toEqual({ ids: [] });
  });

  it("waits for a group's members: no send while they are unknown", () => {
    const { result } = renderHook(() => useRecipientGroup('g1'), {
      wrapper: wrapperWith(offline()),
    });
    expect(result.current.group).toBe('g1');
    expect(result.current.waiting).toBe(true);
    expect(result.current.recipients()).toEqual({ problem: 'Loading the group…' });
  });

  it("sends to the group's members once they are known", () => {
    const client = offline();
    client.setQueryData(smsKeys.recipients('g1'), [
      { id: 'u1', name: 'Thandi' },
      { id: 'u2', name: 'Sipho' },
    ]);
    const { result } = renderHook(() => useRecipientGroup('g1'), {
      wrapper: wrapperWith(client),
    });
    expect(result.current.waiting).toBe(false);
    expect(result.current.recipients()).toEqual({ ids: ['u1', 'u2'] });
  });
});
