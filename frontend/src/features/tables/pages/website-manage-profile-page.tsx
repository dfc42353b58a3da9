import { SettingsFrame } from '../components/settings-frame';
import { SettingsSection } from '../components/settings-section';

/** `/website-manage-profile`: the company's profile and its about section, as the site shows them. */
export function WebsiteManageProfilePage() {
  return (
    <SettingsFrame
      title="Website Profile"
      intro="The company details and the about section of the public website."
      needs="company_profile"
    >
      {(tables) => (
        <div className="grid gap-6">
          <SettingsSection tables={tables} table="company_profile" />
          <SettingsSection
            tables={tables}
            table="about"
            only={['motto', 'mission', 'vision']}
            description="The charity site shows the motto, mission and vision; the description above is the about text."
          />
        </div>
      )}
    </SettingsFrame>
  );
}
