import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from './deferred';

// The server's HTML of the part, as a page arrives with it.
const SERVER_HTML =
  '<form aria-label="Signup"><input id="signup-email" name="email" />' +
  '<button type="submit">Join</button></form>';

const ticks = async (count: number) => {
  for (let i = 0; i < count; i += 1) await Promise.resolve();
};

/** A part whose code arrives when the test says, with a live form that records its submits. */
function deferredSignup() {
  const sent: string[] = [];
  function LiveSignup() {
    return (
      <form
        aria-label="Signup"
        onSubmit={(event) => {
          event.preventDefault();
          const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
          sent.push(input.value);
        }}
      >
        <input id="signup-email" name="email" aria-label="Email" defaultValue="" />
        <button type="submit">Join</button>
      </form>
    );
  }
  let arrive: (module: { default: typeof LiveSignup }) => void = () => undefined;
  const loader = vi.fn(
    () =>
      new Promise<{ default: typeof LiveSignup }>((resolve) => {
        arrive = resolve;
      }),
  );
  const Part = deferred('signup', loader);
  return { Part, loader, sent, arrive: () => arrive({ default: LiveSignup }) };
}

/** The part as a page arrives with it: its server HTML in place before the app starts. */
function renderFromServer(Part: ComponentType) {
  const server = document.createElement('div');
  server.dataset.deferred = 'signup';
  server.innerHTML = SERVER_HTML;
  document.body.append(server);
  const { container } = render(<Part />);
  server.remove();
  return {
    container,
    form: container.querySelector('form')!,
    input: container.querySelector<HTMLInputElement>('#signup-email')!,
  };
}

/** A pointer let go of on an element. */
const release = (target: Element) =>
  act(() => {
    target.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
  });

/**
 * The pointer goes down on the server's Join; the code arrives and the live part is drawn before
 * it is let go, so the browser sends no click (the Join pressed left the page).
 */
async function pressWhileTheCodeArrives() {
  const { Part, sent, arrive } = deferredSignup();
  const { container, form } = renderFromServer(Part);
  act(() => {
    form.querySelector('button')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  });
  await act(async () => {
    arrive();
    await ticks(5);
  });
  expect(container.querySelector('form')).not.toBe(form);
  return { sent, liveJoin: () => screen.getByRole('button', { name: 'Join' }) };
}

describe('deferred', () => {
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('keeps a submit and a value typed after the code came but before the live part was drawn', async () => {
    const { Part, loader, sent, arrive } = deferredSignup();
    const { container, form, input } = renderFromServer(Part);

    // A visitor comes near: the code is asked for.
    act(() => {
      input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(loader).toHaveBeenCalledTimes(1);

    // The code arrives; React will draw the live part at its next turn, not at once (as a busy
    // browser does). In that moment the visitor types and presses Join on the server's form.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    arrive();
    await ticks(5);
    expect(container.querySelector('form')).toBe(form);
    input.value = 'thandi@example.co.za';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

    // The live part is drawn: what the visitor did is done again on it, once.
    await vi.waitFor(() => expect(container.querySelector('form')).not.toBe(form));
    await vi.waitFor(() => expect(sent).toEqual(['thandi@example.co.za']));
    expect(screen.getByLabelText('Email')).toHaveValue('thandi@example.co.za');
    // Ready while listening, and still ready once live: browser tests wait for the mark.
    expect(container.querySelector('[data-deferred]')).toHaveAttribute('data-ready');
  });

  it('keeps a submit made before the code came', async () => {
    const { Part, sent, arrive } = deferredSignup();
    const { form, input } = renderFromServer(Part);

    input.value = 'sipho@example.co.za';
    act(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await act(async () => {
      arrive();
      await ticks(5);
    });
    await vi.waitFor(() => expect(sent).toEqual(['sipho@example.co.za']));
  });

  it('keeps a press begun on the server HTML and let go of on the live part', async () => {
    const { sent, liveJoin } = await pressWhileTheCodeArrives();
    expect(sent).toEqual([]);

    // Let go on the live Join: that is the press, once.
    release(liveJoin());
    expect(sent).toEqual(['']);
    release(liveJoin());
    expect(sent).toEqual(['']);
  });

  it('drops a press let go of somewhere else, as a browser does', async () => {
    const { sent, liveJoin } = await pressWhileTheCodeArrives();

    release(document.body);
    release(liveJoin());
    expect(sent).toEqual([]);
  });

  it('presses nothing more when the press was let go of before the live part was drawn', async () => {
    const { Part, sent, arrive } = deferredSignup();
    const { form } = renderFromServer(Part);
    const join = form.querySelector('button')!;

    act(() => {
      join.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    // Let go on the server's Join, which the browser then clicks: the form's submit is held.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    arrive();
    await ticks(5);
    join.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

    await vi.waitFor(() => expect(sent).toEqual(['']));
    release(screen.getByRole('button', { name: 'Join' }));
    expect(sent).toEqual(['']);
  });
});
