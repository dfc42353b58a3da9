import { useEffect } from 'react';
import { Link } from 'react-router';
import { ACCESS_LEVEL_NAMES, LEVEL, isAccessLevel } from '@shared/access';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useRuntimeMode } from '../../../lib/api/health';
import { useSchoolKnown } from '../../../lib/api/is-school';
import { useCompany } from '../../../lib/company';
import { PLAN_AND_BILLING } from '../../../components/not-in-plan';
import { tilesFor, upgradesFor, useScreens, type Viewer } from '../../../lib/screens';
import { TileGrid } from '../../../components/tile-grid';
import { Skeleton } from '../../../components/ui/skeleton';
import { useHomeDue } from '../api/home-due';
import { NeedsAttention } from '../components/needs-attention';

function greeting(now = new Date()) {
  const hour = Number(
    new Intl.DateTimeFormat('en-ZA', {
      hour: 'numeric',
      hour12: false,
      timeZone: 'Africa/Johannesburg',
    }).format(now),
  );
  return hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
}

/**
 * The back office's start: what needs attention (issue 28), then a tile for every screen the
 * user's level and industry may use.
 */
export function SwitchboardPage() {
  const user = useSignedInUser();
  const { company } = useCompany();
  const mode = useRuntimeMode();
  const school = useSchoolKnown(user.alevel >= LEVEL.family);
  const staff = user.alevel >= LEVEL.staff;
  // The same read as the panel's (one request): the page shows once it knows its shape.
  const due = useHomeDue(staff);
  const screens = useScreens();
  const viewer: Viewer = {
    alevel: user.alevel,
    industry: company.industry,
    mode: mode.data,
    emis: user.emis,
    school: school ?? false,
    plan: company.plan,
  };
  // The tiles depend on the runtime, on whether the company is a school, and sit below the
  // panel of what needs attention: shown together once all three are read, so that nothing
  // moves under a pointer aiming at a tile.
  const settled = !mode.isPending && school !== undefined && (!staff || !due.isPending);
  const tiles = tilesFor(screens, viewer);
  // Managers see what the next plans would add (issue 27): names only, not links to features.
  const upgrades = upgradesFor(screens, viewer);
  const level = isAccessLevel(user.alevel)
    ? ACCESS_LEVEL_NAMES[user.alevel]
    : `Level ${user.alevel}`;
  useEffect(() => {
    document.title = `Switchboard · ${company.name}`;
  }, [company.name]);

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {greeting()}, {user.name.split(' ')[0]}
      </h1>
      <p className="mt-1 text-muted-foreground">
        {company.name} · {level}
      </p>
      {!settled ? (
        <div
          className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          aria-busy="true"
        >
          <span className="sr-only" role="status">
            Loading your switchboard…
          </span>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-36 w-full" />
          ))}
        </div>
      ) : (
        <>
          <NeedsAttention currency={company.currency} enabled={staff} />
          <TileGrid
            tiles={tiles.map(({ route, ...tile }) => ({ ...tile, to: route }))}
            label="Switchboard"
            className="lg:grid-cols-3 xl:grid-cols-4"
          />
        </>
      )}
      {settled && tiles.length === 0 && (
        <p className="mt-8 text-muted-foreground">
          There is nothing for your access level here yet.
        </p>
      )}
      {settled && upgrades.length > 0 && (
        <section className="mt-10 rounded-lg border border-dashed p-5" aria-labelledby="upgrades">
          <h2 id="upgrades" className="font-semibold">
            With an upgrade
          </h2>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {upgrades.map(({ plan, tiles: more }) => (
              <div key={plan}>
                <h3 className="text-sm font-medium">{plan} adds</h3>
                <ul
                  className="mt-1 grid gap-1 text-sm text-muted-foreground"
                  aria-label={`${plan} adds`}
                >
                  {more.map(({ title, icon: Icon }) => (
                    <li key={title} className="flex items-center gap-2">
                      <Icon className="size-4 shrink-0" aria-hidden="true" />
                      {title}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <Link
            to={PLAN_AND_BILLING}
            className="mt-4 inline-flex h-10 items-center text-sm font-medium text-brand underline-offset-4 hover:underline"
          >
            Compare plans under Plan &amp; Billing
          </Link>
        </section>
      )}
    </div>
  );
}
