import { ExternalLink, IdCard, ImageUp, ListChecks, Palette, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useCompany } from '../../../lib/company';

type Item = { title: string; description: string; to: string; icon: LucideIcon };

const ITEMS: Item[] = [
  {
    title: 'Profile',
    description: 'Name, contact details, motto, mission and vision.',
    to: '/website-manage-profile',
    icon: IdCard,
  },
  {
    title: 'Content',
    description: 'Services, promotions, FAQ, goals and branches.',
    to: '/crud-website-data',
    icon: ListChecks,
  },
  {
    title: 'Images',
    description: 'Logo, front-page banner and picture folders.',
    to: '/manage-images',
    icon: ImageUp,
  },
  {
    title: 'Colours and settings',
    description: 'Theme colours, welcome title, map, tax and labels.',
    to: '/settings',
    icon: Palette,
  },
];

/** `/website-dashboard`: everything that makes up the public website, one tile each. */
export function WebsiteDashboardPage() {
  const { company } = useCompany();
  useEffect(() => {
    document.title = `Website · ${company.name}`;
  }, [company.name]);
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Website</h1>
      <p className="mt-1 text-muted-foreground">
        What visitors of {company.domain} see, and where to change it.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {ITEMS.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="flex h-full gap-4 rounded-lg border bg-card p-5 shadow-sm transition-colors hover:border-brand focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <item.icon className="size-8 shrink-0 text-brand" aria-hidden="true" />
              <span>
                <span className="block font-semibold">{item.title}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{item.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <a
        href={`${window.location.protocol}//${company.domain}${window.location.port ? `:${window.location.port}` : ''}/`}
        target="_blank"
        rel="noreferrer"
        className="mt-6 inline-flex items-center gap-1 font-medium text-brand underline-offset-4 hover:underline"
      >
        Open the public website <ExternalLink className="size-4" aria-hidden="true" />
      </a>
    </div>
  );
}
