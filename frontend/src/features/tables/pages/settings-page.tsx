import { Globe, ImageUp } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useCompany } from '../../../lib/company';
import { SettingsFrame } from '../components/settings-frame';
import { SettingsSection } from '../components/settings-section';

const TAX_AND_BANK = [
  'vat_number',
  'reg_number',
  'tax_rate',
  'prices_include_vat',
  'currency',
  'bank',
  'account_number',
  'account_type',
  'merchant_number',
  'plan',
];

/**
 * Manage Settings (`/settings`): every company field of the spec, grouped; the colours change
 * the theme at once, the labels every screen's wording.
 */
export function SettingsPage() {
  const { company } = useCompany();
  return (
    <SettingsFrame
      title="Manage Settings"
      intro={`${company.name}'s details, website, colours, tax, bank and labels.`}
      needs="companies"
    >
      {(tables) => (
        <>
          <div className="mb-4 flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/website-dashboard">
                <Globe aria-hidden="true" /> Website dashboard
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/manage-images">
                <ImageUp aria-hidden="true" /> Site images
              </Link>
            </Button>
          </div>
          <Tabs defaultValue="profile">
            <TabsList className="flex h-auto flex-wrap justify-start">
              <TabsTrigger value="profile">Company</TabsTrigger>
              <TabsTrigger value="website">Website</TabsTrigger>
              <TabsTrigger value="colours">Colours</TabsTrigger>
              <TabsTrigger value="money">Tax and bank</TabsTrigger>
              <TabsTrigger value="labels">Labels</TabsTrigger>
            </TabsList>
            <TabsContent value="profile" className="pt-4">
              <SettingsSection tables={tables} table="company_profile" />
            </TabsContent>
            <TabsContent value="website" className="pt-4">
              <SettingsSection
                tables={tables}
                table="site_settings"
                only={['welcome_title', 'map_source', 'industry', 'booking_button_label']}
                description="What the public site shows; the industry chooses the labels and image folders."
              />
            </TabsContent>
            <TabsContent value="colours" className="pt-4">
              <SettingsSection
                tables={tables}
                table="site_colors"
                description="The back office and the public site take a new colour at once."
              />
            </TabsContent>
            <TabsContent value="money" className="pt-4">
              <SettingsSection
                tables={tables}
                table="companies"
                only={TAX_AND_BANK}
                title="Tax and bank"
                description="On invoices and quotations. Prices include VAT: Yes when your prices already hold the VAT (quotes, invoices, the store and the till take it out of them), No to add VAT to them; a change applies to new documents and sales only. The plan is changed by Kantoor."
              />
            </TabsContent>
            <TabsContent value="labels" className="pt-4">
              <SettingsSection
                tables={tables}
                table="company_labels"
                description="Your own words for client, matter, products and the rest; leave a field empty for the industry's word."
              />
            </TabsContent>
          </Tabs>
        </>
      )}
    </SettingsFrame>
  );
}
