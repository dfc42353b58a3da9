import type { FormEvent, ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Button } from '../../../components/ui/button';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Names the form for assistive technology (and the browser tests). */
  formLabel: string;
  /** The spec's alert, or the server's message. */
  alert: string | null;
  onSubmit: () => void;
  /** The submit buttons; Cancel comes first. */
  actions: ReactNode;
  children: ReactNode;
};

/** The frame of the catalogue's create dialogs: fields in two columns (one on a phone). */
export function CreateDialog({
  open,
  onOpenChange,
  title,
  description,
  formLabel,
  alert,
  onSubmit,
  actions,
  children,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label={formLabel}
          className="grid items-start gap-4 sm:grid-cols-2"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
          <FormAlert className="sm:col-span-2">{alert}</FormAlert>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            {actions}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
