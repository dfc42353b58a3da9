import {
  createContext,
  Suspense,
  useContext,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

/**
 * What one feature shows inside another's screen without an import (features never import each
 * other): the owning feature declares the component in its `screens.ts`, `app/screens.ts` joins
 * them into THE slot table, and the host renders `<Slot name=… props=… />`. An empty slot shows
 * nothing; a slot's code downloads when it is first shown.
 */
/** Each slot's props: what the host hands the component. */
type SlotProps = {
  /** Legal's new-matter dialog, opened from a client's profile (the client chosen). */
  addMatter: { clientId: string; onOpenChange: (open: boolean) => void };
};

export type Slots = {
  [K in keyof SlotProps]?: LazyExoticComponent<ComponentType<SlotProps[K]>>;
};

const SlotsContext = createContext<Slots>({});

export function SlotsProvider({ value, children }: { value: Slots; children: ReactNode }) {
  return <SlotsContext.Provider value={value}>{children}</SlotsContext.Provider>;
}

/** Whether a feature fills the slot (a host hides the button that would open an empty one). */
export function useHasSlot(name: keyof Slots): boolean {
  return useContext(SlotsContext)[name] !== undefined;
}

export function Slot<K extends keyof SlotProps>({ name, props }: { name: K; props: SlotProps[K] }) {
  const Filled = useContext(SlotsContext)[name] as ComponentType<SlotProps[K]> | undefined;
  if (!Filled) return null;
  return (
    <Suspense>
      <Filled {...props} />
    </Suspense>
  );
}
