import { DataCrudPage } from './data-crud-page';

/** The public website's content tables, in the order the home page shows them. */
export const WEBSITE_TABLES = ['services_list', 'promotions', 'faqs', 'goals', 'branches'] as const;

/** `/crud-website-data`: the website's lists (services, promotions, FAQ, goals, branches). */
export function CrudWebsiteDataPage() {
  return (
    <DataCrudPage
      only={WEBSITE_TABLES}
      title="Website Content"
      intro="The lists your public website shows: services, promotions, FAQ, goals and branches."
    />
  );
}
