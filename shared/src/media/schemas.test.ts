import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  deleteImageBody,
  logosForSchoolBody,
  uploadExcelTemplateBody,
  uploadFileBody,
  uploadImageBody,
} from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('media schemas', () => {
  it('asks for the file type and file when a part is missing', () => {
    for (const body of [
      { name: 'a', folder: 'gallery' },
      { image64: 'AAAA', folder: 'gallery' },
      { image64: 'AAAA', name: 'a' },
      { image64: '', name: 'a', folder: 'gallery' },
    ]) {
      expect(firstMessage(uploadImageBody.safeParse(body))).toBe(MESSAGES.specifyFileType);
    }
    expect(firstMessage(uploadFileBody.safeParse({ filename: 'a.txt', folder: 'x' }))).toBe(
      MESSAGES.specifyFileType,
    );
    expect(firstMessage(uploadExcelTemplateBody.safeParse({ file: 'AAAA', name: 'x' }))).toBe(
      MESSAGES.specifyFileType,
    );
  });

  it('names the folders when a folder is not one of them', () => {
    const result = uploadImageBody.safeParse({ image64: 'AAAA', name: 'a', folder: '../logos' });
    expect(firstMessage(result)).toMatch(/^folder must be one of logos, website_banner/);
  });

  it('accepts and ignores the class of a school photo', () => {
    const result = uploadImageBody.safeParse({
      image64: 'AAAA',
      name: 'a',
      folder: 'gallery',
      selectedClass: 'Grade 7A',
    });
    expect(result.success).toBe(true);
    expect(
      uploadImageBody.safeParse({ image64: 'A', name: 'a', folder: 'smt', selectedClass: null })
        .success,
    ).toBe(true);
  });

  it('holds uploads to the allowed extensions and a plain folder slug', () => {
    const ok = { base64string: 'AAAA', filename: 'Minutes.DOCX', folder: 'board_minutes-2026' };
    expect(uploadFileBody.safeParse(ok).success).toBe(true);
    expect(firstMessage(uploadFileBody.safeParse({ ...ok, filename: 'run.exe' }))).toMatch(
      /^Only xls, xlsx, doc/,
    );
    expect(firstMessage(uploadFileBody.safeParse({ ...ok, filename: 'notes' }))).toMatch(/^Only/);
    expect(uploadFileBody.safeParse({ ...ok, folder: '../etc' }).success).toBe(false);
    expect(uploadFileBody.safeParse({ ...ok, folder: 'Docs' }).success).toBe(false);
  });

  it('takes template types in any case and only xlsx, xls or csv', () => {
    const body = { file: 'AAAA', name: 'Clients', type: 'XLSX' };
    expect(uploadExcelTemplateBody.parse(body).type).toBe('xlsx');
    expect(uploadExcelTemplateBody.safeParse({ ...body, type: 'pdf' }).success).toBe(false);
  });

  it('refuses an image that is not a plain file name', () => {
    expect(
      deleteImageBody.safeParse({ image: '../logos/logo.png', folder: 'gallery' }).success,
    ).toBe(false);
    expect(deleteImageBody.safeParse({ image: 'logo.png', folder: 'gallery' }).success).toBe(true);
  });

  it('lets the school logos body name no company', () => {
    expect(logosForSchoolBody.safeParse({ folder: 'logos', emis: '' }).success).toBe(true);
    expect(logosForSchoolBody.safeParse({ folder: 'logos' }).success).toBe(true);
    expect(logosForSchoolBody.safeParse({ folder: 'logos', emis: 'a/b' }).success).toBe(false);
  });
});
