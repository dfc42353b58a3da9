import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { atLeast, LEVEL } from '@shared/access';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useCompany } from '../../../lib/company';
import { ProductsTab } from '../components/products-tab';
import { ReceivingsTab } from '../components/receivings-tab';
import { ServicesTab } from '../components/services-tab';
import { StaffTab } from '../components/staff-tab';
import { SuppliersTab } from '../components/suppliers-tab';
import { TransportationTab } from '../components/transportation-tab';

// The lists are for staff and above; creating is for admins and above (the server checks both).
const VIEW_LEVEL = LEVEL.staff;
const CREATE_LEVEL = LEVEL.admin;

const TABS = [
  'products',
  'receivings',
  'services',
  'transportation',
  'suppliers',
  'staff',
] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * Manage Products (`/manage-products`): the catalogue and its stock, the suppliers and the
 * staff, a tab each. The tab lives in the address (`?tab=`), so a reload or Back keeps it.
 */
export function ManageProductsPage() {
  const user = useSignedInUser();
  const { company, labels } = useCompany();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const tab: Tab = isTab(wanted) ? wanted : 'products';
  const canCreate = atLeast(user.alevel, CREATE_LEVEL);
  const title = `Manage ${labels.products}`;
  useEffect(() => {
    document.title = `${title} · ${company.name}`;
  }, [title, company.name]);

  const names: Record<Tab, string> = {
    products: labels.products,
    receivings: 'Receivings',
    services: labels.services,
    transportation: labels.transportation,
    suppliers: 'Suppliers',
    staff: labels.staff,
  };

  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-1 text-muted-foreground">
        {labels.products}, stock received, {labels.services.toLowerCase()},{' '}
        {labels.transportation.toLowerCase()}, suppliers and {labels.staff.toLowerCase()} of{' '}
        {company.name}.
      </p>
      {!atLeast(user.alevel, VIEW_LEVEL) ? (
        <div className="mt-8 flex flex-col items-center rounded-lg border bg-card px-6 py-12 text-center shadow-sm">
          <ShieldAlert className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-4 font-medium">The catalogue is open to staff, admins and managers.</p>
          <Button asChild className="mt-6">
            <Link to="/switchboard">Back to the switchboard</Link>
          </Button>
        </div>
      ) : (
        <Tabs
          value={tab}
          onValueChange={(next) => setParams({ tab: next }, { replace: true })}
          className="mt-6 gap-4"
        >
          <TabsList aria-label="Catalogue" className="w-full sm:w-fit">
            {TABS.map((name) => (
              <TabsTrigger key={name} value={name}>
                {names[name]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="products">
            <ProductsTab canCreate={canCreate} />
          </TabsContent>
          <TabsContent value="receivings">
            <ReceivingsTab canCreate={canCreate} />
          </TabsContent>
          <TabsContent value="services">
            <ServicesTab canCreate={canCreate} />
          </TabsContent>
          <TabsContent value="transportation">
            <TransportationTab canCreate={canCreate} />
          </TabsContent>
          <TabsContent value="suppliers">
            <SuppliersTab canCreate={canCreate} />
          </TabsContent>
          <TabsContent value="staff">
            <StaffTab canCreate={canCreate} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
