import { ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { MESSAGES } from '@shared/messages';

/** A back-office screen opened below its level: the spec's 'Access Denied!' and who it is for. */
export function AccessDenied({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-3xl justify-items-center gap-2 py-16 text-center">
      <ShieldOff className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{MESSAGES.accessDenied}</h1>
      <p className="text-muted-foreground">{children}</p>
    </div>
  );
}
