import { useEffect, useState } from 'react';
import { LEVEL } from '@shared/access';
import type { StaffView } from '@shared/clients/schemas';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Combobox } from '../../../components/ui/combobox';
import { Label } from '../../../components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useStaff } from '../api/events';
import { CreateStaffForm } from '../components/create-staff-form';
import { TalentBio } from '../components/talent-bio';
import { TalentBookings } from '../components/talent-bookings';
import { TalentHours } from '../components/talent-hours';
import { TalentProfile } from '../components/talent-profile';

/**
 * Manage Talents (extended.md §2): left the talent picker and the new-talent form, middle the
 * profile with its picture, right the Bookings, Hours & Rate and Bio tabs. Stacked on phones.
 */
export function ManageTalentsPage() {
  const user = useSignedInUser();
  const staff = useStaff();
  const [chosen, setChosen] = useState<StaffView | null>(null);
  const options = staff.rows.map((s) => ({ value: s.id, label: `${s.name} [${s.id_number}]` }));
  // The loaded row when it is there (a Bio edit refreshes it), else the one just created.
  const current = chosen ? (staff.rows.find((s) => s.id === chosen.id) ?? chosen) : null;

  useEffect(() => {
    document.title = 'Manage Talents';
  }, []);

  return (
    <div className="grid gap-6 p-4 sm:p-6">
      <h1 className="text-2xl font-semibold tracking-tight">Manage Talents</h1>
      {/* Phones: one column. Laptops: picker, profile and form beside the tabs. Wide screens:
          the spec's three columns (picker and form, profile, tabs). */}
      <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] 2xl:grid-cols-[18rem_18rem_minmax(0,1fr)]">
        <div className="grid gap-1.5 lg:col-start-1 lg:row-start-1">
          <Label htmlFor="talent-picker">Talent</Label>
          <Combobox
            id="talent-picker"
            options={options}
            value={current?.id ?? null}
            onChange={(id) => setChosen(staff.rows.find((s) => s.id === id) ?? null)}
            placeholder={staff.isPending ? 'Loading…' : 'Choose a talent'}
            searchPlaceholder="Name or ID number"
            emptyText="No talent found"
            disabled={staff.isPending}
            more={staff}
            selectedLabel={current ? `${current.name} [${current.id_number}]` : undefined}
          />
          {staff.isError && (
            <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
              {staff.error.message}
              <Button variant="link" size="sm" className="h-auto p-0" onClick={staff.retry}>
                Try again
              </Button>
            </p>
          )}
        </div>
        <Card className="max-lg:order-last lg:col-start-1 lg:row-start-3 2xl:row-start-2">
          <CardHeader>
            <CardTitle>New talent</CardTitle>
          </CardHeader>
          <CardContent>
            <CreateStaffForm onCreated={setChosen} />
          </CardContent>
        </Card>
        {current ? (
          <>
            <div className="min-w-0 lg:col-start-1 lg:row-start-2 2xl:col-start-2 2xl:row-span-2 2xl:row-start-1">
              <TalentProfile staff={current} manager={user.alevel >= LEVEL.manager} />
            </div>
            <div className="min-w-0 lg:col-start-2 lg:row-span-3 lg:row-start-1 2xl:col-start-3 2xl:row-span-2">
              <Tabs defaultValue="hours">
                <TabsList>
                  <TabsTrigger value="bookings">Bookings</TabsTrigger>
                  <TabsTrigger value="hours">Hours &amp; Rate</TabsTrigger>
                  <TabsTrigger value="bio">Bio</TabsTrigger>
                </TabsList>
                <TabsContent value="bookings">
                  <TalentBookings staffId={current.id} />
                </TabsContent>
                <TabsContent value="hours">
                  <TalentHours staffId={current.id} />
                </TabsContent>
                <TabsContent value="bio">
                  <TalentBio
                    key={current.id}
                    staff={current}
                    canEdit={user.alevel >= LEVEL.admin}
                    onSaved={setChosen}
                  />
                </TabsContent>
              </Tabs>
            </div>
          </>
        ) : (
          <p className="text-muted-foreground lg:col-start-2 lg:row-start-1 2xl:col-span-2">
            Choose a talent, or add one, to see the profile, bookings and hours.
          </p>
        )}
      </div>
    </div>
  );
}
