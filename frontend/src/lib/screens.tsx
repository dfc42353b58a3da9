import type { LucideIcon } from 'lucide-react';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { atLeast, LEVEL, type AccessLevel } from '@shared/access';
import type { Industry } from '@shared/company/labels';
import { PROVIDER_EMIS } from '@shared/company/provider';

/**
 * THE screen registry's vocabulary. A screen is declared once, in its feature's `screens.ts`
 * (`app/screens.ts` joins them); the router, the level guard, the side drawer and the
 * switchboard all read that one declaration.
 */

/** A page, downloaded as its own chunk when its route is first opened. */
export type LazyPage = () => Promise<ComponentType>;

/** Who a drawer item or tile is for, besides the level. */
export type Audience = {
  /** The lowest level that sees it (default: everyone). */
  level?: AccessLevel;
  /** Seen only below this level (a tile for one level, e.g. parents and students). */
  below?: AccessLevel;
  /** Industries that see it; absent means all. */
  industries?: Industry[];
  /** Shown only when Kantoor runs locally. */
  localOnly?: boolean;
  /** Shown only in Kantoor's own company (the provider). */
  providerOnly?: boolean;
  /** Shown only in a school (a company that keeps classes of students). */
  schoolOnly?: boolean;
  /** Plans that include it (core.md §1: point of sale and the store are Premium and Legal). */
  plans?: readonly string[];
};

export type DrawerEntry = Audience & {
  label: string;
  icon: LucideIcon;
  /** Place in the drawer, lowest first. */
  order: number;
};

export type TileEntry = Audience & {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Place on the switchboard, lowest first. */
  order: number;
};

/** Below `level` (or outside the provider) the guard shows 'Access Denied!' and `denied`. */
export type ScreenGuard = { level: AccessLevel; providerOnly?: boolean; denied: string };

export type Screen = {
  /** The address, e.g. '/manage-users'. */
  path: `/${string}`;
  /** Public screens need no session; the others are the back office. */
  public?: boolean;
  /** A public screen that draws its own frame (the home templates), not the site layout's. */
  ownLayout?: boolean;
  /** The page; absent: a route the spec names whose screen is not built yet. */
  page?: LazyPage;
  /** Started while the page's code downloads. */
  loader?: () => unknown;
  /** Who may open it; absent: anyone signed in (the API still checks every call). */
  guard?: ScreenGuard;
  /** Its item in the side drawer. */
  drawer?: DrawerEntry;
  /** Its switchboard tiles (a screen may have one per audience). */
  tiles?: TileEntry[];
};

/** Who is looking: the signed-in user's level and company, and where Kantoor runs. */
export type Viewer = {
  alevel: number;
  industry?: string;
  emis?: string;
  mode?: 'local' | 'aws';
  /** The company keeps classes of students. */
  school?: boolean;
  /** The company's plan (Standard, Premium, Legal). */
  plan?: string;
};

export function sees(viewer: Viewer, audience: Audience): boolean {
  return (
    atLeast(viewer.alevel, audience.level ?? LEVEL.guest) &&
    (audience.below === undefined || !atLeast(viewer.alevel, audience.below)) &&
    (!audience.industries || (audience.industries as string[]).includes(viewer.industry ?? '')) &&
    (!audience.localOnly || viewer.mode === 'local') &&
    (!audience.providerOnly || viewer.emis === PROVIDER_EMIS) &&
    (!audience.schoolOnly || viewer.school === true) &&
    (!audience.plans || audience.plans.includes(viewer.plan ?? ''))
  );
}

/** May the viewer open a screen with this guard? */
export function passes(viewer: Viewer, guard: ScreenGuard): boolean {
  return (
    atLeast(viewer.alevel, guard.level) && (!guard.providerOnly || viewer.emis === PROVIDER_EMIS)
  );
}

export type Tile = TileEntry & { route: string };
export type DrawerItem = DrawerEntry & { to: string };

/** The switchboard's tiles for the viewer, in order. */
export function tilesFor(screens: readonly Screen[], viewer: Viewer): Tile[] {
  return screens
    .flatMap((screen) => (screen.tiles ?? []).map((tile) => ({ ...tile, route: screen.path })))
    .filter((tile) => sees(viewer, tile))
    .sort((a, b) => a.order - b.order);
}

/** The side drawer's items for the viewer, in order. */
export function drawerItemsFor(screens: readonly Screen[], viewer: Viewer): DrawerItem[] {
  return screens
    .flatMap((screen) => (screen.drawer ? [{ ...screen.drawer, to: screen.path }] : []))
    .filter((item) => sees(viewer, item))
    .sort((a, b) => a.order - b.order);
}

const ScreensContext = createContext<readonly Screen[] | null>(null);

/** The app hands the registry down, so a feature (the switchboard) reads it without importing app/. */
export function ScreensProvider({
  value,
  children,
}: {
  value: readonly Screen[];
  children: ReactNode;
}) {
  return <ScreensContext.Provider value={value}>{children}</ScreensContext.Provider>;
}

export function useScreens(): readonly Screen[] {
  const value = useContext(ScreensContext);
  if (!value) throw new Error('useScreens outside ScreensProvider');
  return value;
}
