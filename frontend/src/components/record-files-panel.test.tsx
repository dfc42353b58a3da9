// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordFilesPanel, type RecordFile } from './record-files-panel';
import './ui/test-setup';

const SPECIFY = 'Specify the File Type and Then Select A File!';
const TEXT = {
  upload: 'Upload a file',
  caption: 'Files',
  empty: 'No files yet.',
  deleteTitle: 'Delete this file?',
};

function setup({ canDelete = true, rows = [] as RecordFile[] } = {}) {
  const upload = {
    mutateAsync: vi.fn(async () => ({ message: 'File uploaded' })),
    isPending: false,
  };
  const download = {
    mutateAsync: vi.fn(async () => ({ blob: new Blob(['x']), fileName: null })),
    isPending: false,
  };
  const remove = { mutateAsync: vi.fn(async () => ({ status: 'success' })), isPending: false };
  const files = { data: rows, isPending: false, isError: false, error: null, refetch: vi.fn() };
  render(
    <RecordFilesPanel
      record={{ caseID: 'case-1' }}
      files={files}
      upload={upload}
      download={download}
      remove={remove}
      canDelete={canDelete}
      uploadCard
      text={TEXT}
    />,
  );
  return { upload, remove, user: userEvent.setup({ applyAccept: false }) };
}

describe('RecordFilesPanel without a type choice', () => {
  it('asks for a file, refuses a type not allowed, then uploads with the record named', async () => {
    const { upload, user } = setup();
    expect(screen.getByRole('heading', { name: 'Upload a file' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'File type' })).toBeNull();
    expect(screen.getByText('No files yet.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SPECIFY);
    const input = screen.getByLabelText(/^File \(/);
    // The spec's message is said once, above the button; the file input is marked.
    expect(input).toBeInvalid();
    expect(input).not.toHaveAccessibleDescription(SPECIFY);

    // Choosing a file clears the message until the next Upload.
    await user.upload(input, new File(['#!'], 'run.sh', { type: 'text/x-sh' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    // A type not allowed is said under the file input.
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        'Only xls, xlsx, doc, docx, ppt, pptx, png, jpg, jpeg, txt files may be uploaded',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(upload.mutateAsync).not.toHaveBeenCalled();

    await user.upload(input, new File(['Notes'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(upload.mutateAsync).toHaveBeenCalledWith(
        expect.objectContaining({ caseID: 'case-1', filename: 'notes.txt' }),
      ),
    );
  });

  it('deletes after a confirmation', async () => {
    const rows = [{ name: 'brief-abc123.docx', extension: 'docx' }];
    const { remove, user } = setup({ rows });
    await user.click(screen.getByRole('button', { name: 'Delete brief-abc123.docx' }));
    expect(remove.mutateAsync).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(remove.mutateAsync).toHaveBeenCalledWith({ caseID: 'case-1', name: rows[0]!.name }),
    );
  });

  it('hides the delete button when the person may not delete', () => {
    setup({ canDelete: false, rows: [{ name: 'brief-abc123.docx', extension: 'docx' }] });
    expect(screen.getByRole('button', { name: 'Download brief-abc123.docx' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete brief-abc123.docx' })).toBeNull();
  });
});
