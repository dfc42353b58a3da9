import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tooManyRecipients } from './api/get-selected-group-members';
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

describe("a send's group read page by page", () => {
  afterEach(() => vi.unstubAllGlobals());

  const members = (from: number, count: number) =>
    Array.from({ length: count }, (_, at) => ({
      id: `m${from + at}`,
      name: 'M',
      phone: null,
      e164: null,
    }));
  /** The members route answering pages of `size` from `total` members, counting its calls. */
  function route(total: number) {
    const calls: Array<{ cursor?: string; limit: number }> = [];
    vi.stubGlobal('fetch', async (_path: string, init: { body: string }) => {
      const body = JSON.parse(init.body) as { cursor?: string; limit: number };
      calls.push(body);
      const from = Number(body.cursor ?? 0);
      const next = from + body.limit;
      const page = {
        rows: members(from, Math.min(body.limit, total - from)),
        cursor: next < total ? String(next) : null,
      };
      return new Response(JSON.stringify(page), {
        headers: { 'content-type': 'application/json' },
      });
    });
    return calls;
  }

  it('reads every page of a group a send may reach', async () => {
    const calls = route(1_200);
    const { result } = renderHook(() => useRecipientGroup('g1'), {
      wrapper: wrapperWith(offline()),
    });
    await waitFor(() => expect(result.current.waiting).toBe(false));
    const to = result.current.recipients();
    expect('ids' in to && to.ids.length).toBe(1_200);
    expect(calls).toHaveLength(3);
  });

  it('refuses a group larger than a send may reach, after at most a few pages', async () => {
    const calls = route(100_000);
    const { result } = renderHook(() => useRecipientGroup('g1'), {
      wrapper: wrapperWith(offline()),
    });
    await waitFor(() => expect(result.current.waiting).toBe(false));
    expect(result.current.recipients()).toEqual({ problem: tooManyRecipients });
    expect(calls.length).toBeLessThanOrEqual(5);
  });
});
