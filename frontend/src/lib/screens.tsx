import type { LucideIcon } from 'lucide-react';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { atLeast, LEVEL, type AccessLevel } from '@shared/access';
import { PROVIDER_EMIS } from '@shared/company/provider';
import {
  PLAN_NAMES,
  PLAN_TERMS,
  featureRefusal,
  planIncludes,
  termsOf,
  type Feature,
  type PlanName,
} from '@shared/plans/entitlements';

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
  /** Shown only when Kantoor runs locally. */
  localOnly?: boolean;
  /** Shown only in Kantoor's own company (the provider). */
  providerOnly?: boolean;
  /** Shown only in a school (a company that keeps classes of students). */
  schoolOnly?: boolean;
  /**
   * The plan feature it belongs to (shared/src/plans/entitlements.ts): seen only where the
   * company's plan includes it. The industry never decides (issue 27): it chooses labels only.
   */
  feature?: Feature;
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
export type ScreenGuard = {
  level: AccessLevel;
  providerOnly?: boolean;
  denied: string;
  /** The plan feature the screen belongs to: outside the plan the guard names the plans. */
  feature?: Feature;
};

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
    (!audience.localOnly || viewer.mode === 'local') &&
    (!audience.providerOnly || viewer.emis === PROVIDER_EMIS) &&
    (!audience.schoolOnly || viewer.school === true) &&
    (!audience.feature || planIncludes(viewer.plan, audience.feature))
  );
}

/**
 * Why the viewer's plan may not open a screen (the 403 message the server gives its routes,
 * naming the plans that include it), or undefined when it may.
 */
export function planRefusal(viewer: Pick<Viewer, 'plan'>, guard: ScreenGuard): string | undefined {
  return guard.feature && !planIncludes(viewer.plan, guard.feature)
    ? featureRefusal(guard.feature)
    : undefined;
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

/** What a higher plan would add to the switchboard: its name and the tiles it would show. */
export type Upgrade = { plan: PlanName; tiles: Tile[] };

/**
 * The switchboard's "With an upgrade" group: for managers, each higher plan with the tiles it
 * would add (each tile under the cheapest plan that brings it), cheapest first.
 */
export function upgradesFor(screens: readonly Screen[], viewer: Viewer): Upgrade[] {
  if (!atLeast(viewer.alevel, LEVEL.manager)) return [];
  const rank = termsOf(viewer.plan).rank;
  const seen = new Set(tilesFor(screens, viewer).map((tile) => tile.title));
  const upgrades: Upgrade[] = [];
  for (const plan of PLAN_NAMES) {
    if (PLAN_TERMS[plan].rank <= rank) continue;
    const tiles = tilesFor(screens, { ...viewer, plan }).filter((tile) => !seen.has(tile.title));
    for (const tile of tiles) seen.add(tile.title);
    if (tiles.length > 0) upgrades.push({ plan, tiles });
  }
  return upgrades;
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
