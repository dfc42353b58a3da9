import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/** What a visitor had done to a deferred part's server HTML before its code arrived. */
type Carried = {
  values: Array<{ id: string; value: string }>;
  focused?: { id: string; start: number | null; end: number | null };
  submitted?: string;
  /** A button (a tab, a toggle) pressed: its place among the part's elements. */
  pressed?: Place;
  /**
   * A button the pointer went down on and has not let go of yet. If the live part is drawn
   * before the release, the browser sends no click (the element pressed has left the page), so
   * the release on the live part's button is the press.
   */
  held?: Place;
};

/** A button's place among the part's elements, and its tag. */
type Place = { path: number[]; tag: string };

/** A component's props (none: an empty object). */
type PropsOf<C extends (...args: never[]) => unknown> =
  Parameters<C> extends [] ? object : Parameters<C>[0];

// A visitor coming near: hovering, touching, tabbing into or typing in the part.
const NEAR = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

const isField = (el: Element | null): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

/** An element's place under `box`: the child index at each level. */
function pathOf(box: HTMLElement, element: Element): number[] {
  const path: number[] = [];
  for (let at: Element = element; at !== box && at.parentElement; at = at.parentElement)
    path.unshift([...at.parentElement.children].indexOf(at));
  return path;
}

function atPath(box: HTMLElement, path: number[]): Element | undefined {
  let at: Element | undefined = box;
  for (const index of path) at = at?.children[index];
  return at;
}

function carryFrom(
  box: HTMLElement,
  submitted: string | undefined,
  pressed: Place | undefined,
  held: Place | undefined,
): Carried {
  const values = [...box.querySelectorAll('input[id], textarea[id]')]
    .filter(isField)
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ id: field.id, value: field.value }));
  const active = document.activeElement;
  const focused =
    active && box.contains(active) && active.id
      ? {
          id: active.id,
          start: isField(active) ? active.selectionStart : null,
          end: isField(active) ? active.selectionEnd : null,
        }
      : undefined;
  return { values, focused, submitted, pressed, held };
}

/** The button at a place in the live part, if it is the same kind of element. */
function buttonAt(box: HTMLElement, place: Place): HTMLElement | undefined {
  const button = atPath(box, place.path);
  return button instanceof HTMLElement && button.tagName === place.tag ? button : undefined;
}

/** As a pointer presses a button: some controls act on the press (a tab), others on the click. */
function press(button: HTMLElement) {
  button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
  button.click();
}

/** A press begun on the server's HTML ends on the live part: let go on the button, it presses. */
function awaitRelease(box: HTMLElement, held: Place) {
  const release = (event: Event) => {
    window.removeEventListener('pointerup', release, true);
    window.removeEventListener('pointercancel', release, true);
    const button = buttonAt(box, held);
    if (event.type === 'pointerup' && button && button.contains(event.target as Node))
      press(button);
  };
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

/** Writes what was typed into the live part's fields as typing would (its form hears it). */
function carryInto(box: HTMLElement, carried: Carried) {
  for (const { id, value } of carried.values) {
    const field = box.querySelector(`#${CSS.escape(id)}`);
    if (!isField(field) || field.value === value) continue;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    setter?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (carried.focused) {
    const field = box.querySelector<HTMLElement>(`#${CSS.escape(carried.focused.id)}`);
    field?.focus();
    try {
      if (isField(field) && carried.focused.start !== null)
        field.setSelectionRange(carried.focused.start, carried.focused.end);
    } catch {
      // A field without a text selection (an email field): the caret stays at the end.
    }
  }
  if (carried.pressed) {
    const button = buttonAt(box, carried.pressed);
    if (button) press(button);
  }
  if (carried.held) awaitRelease(box, carried.held);
  if (carried.submitted !== undefined) {
    const forms = box.querySelectorAll('form');
    const form = [...forms].find((f) => (f.getAttribute('aria-label') ?? '') === carried.submitted);
    form?.requestSubmit();
  }
}

/**
 * A part of a server-rendered public page whose code waits for a visitor (issue 26): the server
 * renders it whole (readable, and usable as a plain form without JavaScript), the browser keeps
 * that HTML as it is while the rest of the page hydrates, and downloads and starts the part's
 * code (its form library, its validation, its toasts) only when a visitor comes near it:
 * hovers, touches, tabs into or types in it, or, with `whenVisible`, scrolls it into view. What
 * was typed meanwhile, the focus and a submit are carried over to the live part. A page that
 * was not rendered on the server (a move within the app) starts the part at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function deferred<C extends (props: any) => ReactNode>(
  name: string,
  loader: () => Promise<{ default: C }>,
  { whenVisible = false }: { whenVisible?: boolean } = {},
): ComponentType<PropsOf<C>> {
  type P = PropsOf<C>;
  const OnServer = lazy(loader) as unknown as ComponentType<P>;
  let loaded: ComponentType<P> | undefined;

  function Deferred(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const onServer = typeof document === 'undefined';
    // The server's HTML of this part, as the page arrived (read once, while hydrating).
    const [serverHtml] = useState(() =>
      onServer || loaded
        ? undefined
        : document.querySelector(`[data-deferred="${name}"]`)?.innerHTML,
    );
    const [Live, setLive] = useState<ComponentType<P> | undefined>(() => loaded);
    const carried = useRef<Carried | undefined>(undefined);
    const submitted = useRef<string | undefined>(undefined);
    const pressed = useRef<Place | undefined>(undefined);
    const held = useRef<Place | undefined>(undefined);
    const started = useRef(false);

    const start = useCallback(() => {
      if (started.current) return;
      started.current = true;
      void loader().then(
        (module) => {
          loaded = module.default;
          if (box.current && serverHtml !== undefined)
            carried.current = carryFrom(
              box.current,
              submitted.current,
              pressed.current,
              held.current,
            );
          setLive(() => module.default);
        },
        () => {
          // Not downloaded (the network dropped): the next approach tries again.
          started.current = false;
        },
      );
    }, [serverHtml]);

    useEffect(() => {
      if (Live) return;
      const element = box.current;
      if (serverHtml === undefined || !element) {
        start();
        return;
      }
      // The code may have come already, its live part not yet drawn (React draws it a moment
      // later, longer on a busy phone): what was carried is read again, or this act is lost.
      const recarry = () => {
        if (carried.current)
          carried.current = carryFrom(element, submitted.current, pressed.current, held.current);
      };
      const near = () => start();
      // A submit before the code came: held (no plain form post), then sent by the live form.
      const submit = (event: Event) => {
        event.preventDefault();
        submitted.current = (event.target as HTMLFormElement).getAttribute('aria-label') ?? '';
        recarry();
        start();
      };
      // A button pressed meanwhile (a tab): pressed again on the live part. A submit button's
      // press is the form's submit, above.
      const click = (event: Event) => {
        const button = (event.target as Element).closest('button, [role="tab"]');
        if (!button || !element.contains(button) || (button as HTMLButtonElement).type === 'submit')
          return;
        pressed.current = { path: pathOf(element, button), tag: button.tagName };
        recarry();
        start();
      };
      // A pointer down on a button: held until it is let go (anywhere), when the click, if the
      // button is still the server's, is heard above.
      const down = (event: Event) => {
        const button = (event.target as Element).closest('button, [role="tab"]');
        held.current =
          button && element.contains(button)
            ? { path: pathOf(element, button), tag: button.tagName }
            : undefined;
        recarry();
      };
      const up = () => {
        if (!held.current) return;
        held.current = undefined;
        recarry();
      };
      for (const type of NEAR) element.addEventListener(type, near, { passive: true });
      element.addEventListener('input', recarry, true);
      element.addEventListener('submit', submit, true);
      element.addEventListener('click', click, true);
      element.addEventListener('pointerdown', down, true);
      window.addEventListener('pointerup', up, true);
      window.addEventListener('pointercancel', up, true);
      // Listening: from here a submit is held, not posted by the server's plain form. Kept when
      // the part goes live (the same box, which the live render marks too).
      element.dataset.ready = '';
      const seen =
        whenVisible && 'IntersectionObserver' in window
          ? new IntersectionObserver((entries) => {
              if (entries.some((entry) => entry.isIntersecting)) start();
            })
          : undefined;
      seen?.observe(element);
      return () => {
        for (const type of NEAR) element.removeEventListener(type, near);
        element.removeEventListener('input', recarry, true);
        element.removeEventListener('submit', submit, true);
        element.removeEventListener('click', click, true);
        element.removeEventListener('pointerdown', down, true);
        window.removeEventListener('pointerup', up, true);
        window.removeEventListener('pointercancel', up, true);
        seen?.disconnect();
      };
    }, [Live, serverHtml, start]);

    useLayoutEffect(() => {
      if (!Live || !carried.current || !box.current) return;
      const what = carried.current;
      carried.current = undefined;
      carryInto(box.current, what);
    }, [Live]);

    if (onServer)
      return (
        <div data-deferred={name}>
          <Suspense>
            <OnServer {...props} />
          </Suspense>
        </div>
      );
    if (Live)
      return (
        <div data-deferred={name} data-ready="" ref={box}>
          <Live {...props} />
        </div>
      );
    return (
      <div
        data-deferred={name}
        ref={box}
        {...(serverHtml !== undefined ? { dangerouslySetInnerHTML: { __html: serverHtml } } : {})}
      />
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}
