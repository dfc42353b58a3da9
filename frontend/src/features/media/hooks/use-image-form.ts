import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@shared/messages';
import { toast } from '../../../components/ui/sonner';
import { ApiError } from '../../../lib/api-client';
import { imageFileProblem, nameFromFile, readAsDataUrl } from '../lib/image-file';

/**
 * The upload and replace forms: a file, a name (and, for upload, a type). Anything missing is
 * the spec's one message; the file is checked here for size and by the server for content.
 */
export function useImageForm({
  initialName = '',
  nameFromPick = false,
  ready = true,
  send,
  onSent,
}: {
  initialName?: string;
  /** Fill an empty name from the picked file's name. */
  nameFromPick?: boolean;
  /** False while another required choice (the upload's type) is missing. */
  ready?: boolean;
  send: (image64: string, name: string) => Promise<unknown>;
  onSent: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [reading, setReading] = useState(false);

  const pick = (picked: File | null) => {
    setFile(picked);
    setProblem(picked ? imageFileProblem(picked) : undefined);
    setRefusal(undefined);
    if (nameFromPick && picked && !name.trim()) setName(nameFromFile(picked));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const check =
      !file || !name.trim() || !ready ? MESSAGES.specifyFileType : imageFileProblem(file);
    setProblem(check);
    if (check || !file) return;
    try {
      setReading(true);
      const image64 = await readAsDataUrl(file).finally(() => setReading(false));
      await send(image64, name.trim());
      toast.success(MESSAGES.fileUploaded);
      onSent();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : MESSAGES.oops);
    }
  };

  const missing = problem === MESSAGES.specifyFileType;
  return { file, name, setName, problem, refusal, reading, pick, submit, missing };
}
