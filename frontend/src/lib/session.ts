import { useSyncExternalStore } from 'react';

// The spec's signed-in state: the stored token plus the authenticated flag.
const TOKEN_KEY = 'token';
const FLAG_KEY = 'authenticated';

const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** The bearer token when signed in (token and flag both stored), else null. */
export function getToken(): string | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    return token && localStorage.getItem(FLAG_KEY) === 'true' ? token : null;
  } catch {
    return null;
  }
}

export function startSession(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(FLAG_KEY, 'true');
  emit();
}

// Issue 29: the session may only enrol a second factor (the company requires one).
const ENROL_KEY = 'enrolTwoFactor';

/** Marks (or clears) a session that must enrol two-factor before the back office. */
export function setEnrolRequired(required: boolean) {
  if (required) localStorage.setItem(ENROL_KEY, 'true');
  else localStorage.removeItem(ENROL_KEY);
  emit();
}

function getEnrolRequired(): boolean {
  try {
    return localStorage.getItem(ENROL_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Sign-out clears local storage, as the spec says. */
export function endSession() {
  try {
    localStorage.clear();
  } finally {
    emit();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out.
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key === TOKEN_KEY ||
      event.key === FLAG_KEY ||
      event.key === ENROL_KEY
    )
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current token (null when signed out), re-rendering on sign-in and sign-out. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}

/** True while the session must enrol two-factor first. */
export function useEnrolRequired(): boolean {
  return useSyncExternalStore(subscribe, getEnrolRequired, () => false);
}
