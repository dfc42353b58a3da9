import { ImageUp, UserRound } from 'lucide-react';
import { useRef, useState } from 'react';
import type { StaffView } from '@shared/clients/schemas';
import { nameSlug } from '@shared/media/safe-name';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { readAsDataUrl } from '../../../lib/read-file';
import { useEmployeeDetails, useStaffImages, useUploadStaffPicture } from '../api/events';
import { TalentFeed } from './talent-feed';

const MAX_BYTES = 4 * 1024 * 1024;

/**
 * The talent's profile (extended.md §2, middle column): details and a picture, uploaded to the
 * media store's 'staff' folder under the talent's id (images only).
 */
export function TalentProfile({
  staff,
  manager = false,
}: {
  staff: StaffView;
  /** Managers see the bank details: payroll keeps them and the server refuses anyone else. */
  manager?: boolean;
}) {
  const payroll = useEmployeeDetails(staff.id, manager);
  const images = useStaffImages(true);
  const upload = useUploadStaffPicture();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [latest, setLatest] = useState<Record<string, string>>({});
  // Stored as `{slug of the id}-{random}.{ext}`: the latest upload of this session, else any.
  const prefix = `${nameSlug(staff.id, 'image')}-`;
  const picture =
    images.data?.find((image) => image.name === latest[staff.id]) ??
    images.data?.find((image) => image.name.startsWith(prefix));

  const choose = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem('Choose an image file (PNG or JPEG).');
    if (file.size > MAX_BYTES)
      return setProblem('The file is too large: at most 4 MB may be uploaded');
    try {
      const before = new Set(images.data?.map((image) => image.name) ?? []);
      const folder = await upload.mutateAsync({
        image64: await readAsDataUrl(file),
        name: staff.id,
      });
      const added = folder.find(
        (image) => !before.has(image.name) && image.name.startsWith(prefix),
      );
      if (added) setLatest((current) => ({ ...current, [staff.id]: added.name }));
      toast.success('Picture saved');
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const details = payroll.data;
  const fromPayroll = (value: string | null | undefined) =>
    payroll.isPending ? 'Loading…' : payroll.isError ? 'Not available' : value;
  const rows: Array<[string, string | null | undefined]> = [
    ['Name', staff.name],
    ['ID number', staff.id_number],
    ['Phone', staff.phone],
    ['Email', staff.email],
    ...(manager
      ? ([
          ['Bank', fromPayroll(details?.bank)],
          ['Account', fromPayroll(details?.account)],
        ] as Array<[string, string | null | undefined]>)
      : []),
    ['Address', staff.address],
    ['City', staff.city],
    ...(manager
      ? ([['Postal code', fromPayroll(details?.postal_code)]] as Array<
          [string, string | null | undefined]
        >)
      : []),
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-col items-center gap-3">
          {picture ? (
            <img
              src={picture.url}
              alt={`${staff.name}’s picture`}
              className="size-32 rounded-full border object-cover"
            />
          ) : (
            <div className="grid size-32 place-items-center rounded-full border bg-muted">
              <UserRound className="size-12 text-muted-foreground" aria-hidden="true" />
            </div>
          )}
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label="Profile picture"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            <ImageUp aria-hidden="true" /> Upload picture
          </Button>
          <FormAlert>{problem}</FormAlert>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 break-words">{value || '—'}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">
          {!manager
            ? 'Bank details and postal code are kept in payroll, which managers see.'
            : payroll.isError
              ? errorText(payroll.error)
              : details === null
                ? 'No payroll details yet: add them under Manage Employees.'
                : 'Bank details and postal code from payroll (Manage Employees).'}
        </p>
        {/* Keyed: a link shown for one talent is not shown for the next. */}
        <TalentFeed key={staff.id} staffId={staff.id} staffName={staff.name} />
      </CardContent>
    </Card>
  );
}
