import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { ProviderRevenue } from '@shared/provider/schemas';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import { SearchBox } from '../../../components/ui/search-box';
import { Skeleton } from '../../../components/ui/skeleton';
import type { PagedList } from '../../../lib/use-paged-list';
import type { ProviderCompanyRow } from '@shared/provider/schemas';
import { useProviderCompanies, useProviderRenewals, useProviderRevenue } from '../api/provider';
import { COMPANY_COLUMNS, Rand } from '../components/company-columns';

/** A paged list's failure, with "Try again". */
function ListFailed({ list }: { list: PagedList<unknown> }) {
  return (
    <div className="grid justify-items-start gap-2">
      <FormAlert>{list.error?.message}</FormAlert>
      <Button variant="outline" onClick={list.retry}>
        Try again
      </Button>
    </div>
  );
}

function RevenueCard() {
  const revenue = useProviderRevenue();
  const figure: ProviderRevenue | undefined = revenue.data;
  return (
    <section
      aria-labelledby="revenue-heading"
      aria-busy={revenue.isPending || undefined}
      className="grid gap-3 rounded-lg border bg-card p-4"
    >
      <h2 id="revenue-heading" className="text-sm font-medium text-muted-foreground">
        Annual recurring revenue
      </h2>
      {revenue.isError ? (
        <div className="grid justify-items-start gap-2">
          <FormAlert>{revenue.error.message}</FormAlert>
          <Button variant="outline" onClick={() => void revenue.refetch()}>
            Try again
          </Button>
        </div>
      ) : !figure ? (
        <>
          <Skeleton className="h-9 w-48" />
          <Skeleton className="h-5 w-full max-w-md" />
        </>
      ) : (
        <>
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-3xl font-semibold">
              <Rand cents={figure.annual_cents} />
            </span>
            <span className="text-sm text-muted-foreground">
              a year from {figure.companies} {figure.companies === 1 ? 'company' : 'companies'}
            </span>
          </p>
          <ul className="grid gap-2 sm:grid-cols-3" aria-label="By plan">
            {figure.by_plan.map((p) => (
              <li key={p.plan} className="rounded-md border px-3 py-2">
                <span className="block text-sm text-muted-foreground">
                  {p.plan} · {p.companies}
                </span>
                <span className="font-medium">
                  <Rand cents={p.cents} />
                </span>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">
            The yearly prices of every company not closed.
          </p>
        </>
      )}
    </section>
  );
}

function CompanyTable({
  list,
  caption,
  empty,
  toolbar,
}: {
  list: PagedList<ProviderCompanyRow>;
  caption: string;
  empty: string;
  toolbar?: ReactNode;
}) {
  if (list.isError) return <ListFailed list={list} />;
  return (
    <DataTable
      caption={caption}
      columns={COMPANY_COLUMNS}
      rows={list.rows}
      getRowId={(c) => c.emis}
      pageSize={25}
      loading={list.isPending}
      emptyText={empty}
      toolbar={toolbar}
      more={list}
      moreLabel="Load more companies"
      scrollRegion
    />
  );
}

/**
 * Companies (`/companies`, Kantoor's own): the provider's super admins see the annual recurring
 * revenue, the renewals due this month and every company with its plan, paid-until date,
 * standing and users in use, each list a page at a time.
 */
export function CompaniesPage() {
  const [search, setSearch] = useState('');
  const companies = useProviderCompanies(search);
  const renewals = useProviderRenewals();
  const onSearch = useCallback((text: string) => setSearch(text), []);

  useEffect(() => {
    document.title = 'Companies · Kantoor';
  }, []);

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Companies</h1>
      <RevenueCard />
      <section aria-labelledby="renewals-heading" className="grid min-w-0 gap-3">
        <h2 id="renewals-heading" className="text-lg font-semibold">
          Renewals due this month
        </h2>
        <CompanyTable
          list={renewals}
          caption="Renewals due this month"
          empty="No company's plan year ends this month."
        />
      </section>
      <section aria-labelledby="companies-heading" className="grid min-w-0 gap-3">
        <h2 id="companies-heading" className="text-lg font-semibold">
          All companies
        </h2>
        <CompanyTable
          list={companies}
          caption="All companies"
          empty={search ? `No company's emis starts with “${search}”.` : 'No companies yet.'}
          toolbar={
            <SearchBox
              label="Search by the start of the emis"
              onSearch={onSearch}
              className="w-full sm:w-72"
            />
          }
        />
      </section>
    </div>
  );
}
