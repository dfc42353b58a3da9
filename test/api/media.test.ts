import { crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, login, testDeps, type Session } from './support';

const SHOP = 'vula-trading';
const LEGAL = 'mokoena-attorneys';
const SPECIFY = 'Specify the File Type and Then Select A File!';
const UPLOADED = 'File Successfuly Uploaded';

type Image = { name: string; url: string };
type ErrorBody = { error: string; fields?: Record<string, string> };

// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
]);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('This program cannot be run in DOS mode.'),
]);
const GIF = Buffer.concat([
  Buffer.from('GIF89a'),
  Buffer.from([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x3b]),
]);
const OLE2 = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504),
]);
const TEXT = Buffer.from('Minutes of the meeting — 12 May 2026\nPresent: Thandi, Sipho\n');
const TEXT_WITH_NUL = Buffer.from('Minutes\0of the meeting\n');

/** A stored (uncompressed) zip of the given files: enough for a real unzip tool to open. */
function zipOf(files: Record<string, string>): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.from(content);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    parts.push(local, fileName, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const OOXML = zipOf({
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  'word/document.xml': '<w:document/>',
});
const PLAIN_ZIP = zipOf({ 'readme.txt': 'hello' });

const b64 = (bytes: Buffer) => bytes.toString('base64');

let admin: Session;
let staff: Session;
let parent: Session;
let legalAdmin: Session;

beforeAll(async () => {
  [admin, staff, parent, legalAdmin] = await Promise.all([
    login('admin@shop.localhost', 'shop.localhost'),
    login('staff@shop.localhost', 'shop.localhost'),
    login('parent@shop.localhost', 'shop.localhost'),
    login('admin@legal.localhost', 'legal.localhost'),
  ]);
});

const images = async (folder: string, session = admin) => {
  const response = await api.post<Image[]>(
    '/auth/get-images-for-given-folder',
    { folder },
    { token: session.token },
  );
  expect(response.status).toBe(200);
  return response.body;
};

const uploadImage = (body: Record<string, unknown>, session = admin) =>
  api.post<Image[] | ErrorBody>('/auth/upload-image', body, { token: session.token });

const errorOf = (response: { body: unknown }) => (response.body as ErrorBody).error;

/** The names in the folder that were not there before. */
const added = (before: Image[], after: Image[]) =>
  after.map((i) => i.name).filter((name) => !before.some((b) => b.name === name));

describe('image folders', () => {
  it('uploads a PNG under a safe unique name, lists it and serves it as image/png', async () => {
    const before = await images('gallery');
    const response = await uploadImage({
      image64: `data:image/png;base64,${b64(PNG)}`,
      name: 'Opening Day.png',
      folder: 'gallery',
    });
    expect(response.status).toBe(200);
    const after = response.body as Image[];
    const [name] = added(before, after);
    expect(name).toMatch(/^opening-day-[0-9a-z]{6}\.png$/);
    expect(after.map((i) => i.name)).toEqual([...after.map((i) => i.name)].sort());
    expect(after.find((i) => i.name === name)?.url).toBe(`/images/gallery/${SHOP}/${name}`);
    expect((await images('gallery')).map((i) => i.name)).toContain(name);

    const served = await api.get<Buffer>(`/images/gallery/${SHOP}/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body, PNG)).toBe(0);
    // The bucket itself holds the right type: in AWS, S3 serves it to browsers directly.
    const stored = await testDeps().blobs.get(`images/gallery/${SHOP}/${name}`);
    expect(stored?.contentType).toBe('image/png');
  });

  it('gives two uploads of the same name two files', async () => {
    const before = await images('events');
    await uploadImage({ image64: b64(PNG), name: 'Year End', folder: 'events' });
    const second = await uploadImage({ image64: b64(JPEG), name: 'Year End', folder: 'events' });
    const names = added(before, second.body as Image[]);
    expect(names).toHaveLength(2);
    expect(names.some((n) => /^year-end-[0-9a-z]{6}\.png$/.test(n))).toBe(true);
    expect(names.some((n) => /^year-end-[0-9a-z]{6}\.jpg$/.test(n))).toBe(true);
  });

  it('refuses a program renamed .png, a GIF and a mismatched extension, adding nothing', async () => {
    const before = await images('gallery');
    const exe = await uploadImage({ image64: b64(EXE), name: 'photo.png', folder: 'gallery' });
    expect(exe.status).toBe(400);
    expect(errorOf(exe)).toBe('The file is not a PNG or JPEG image');
    const gif = await uploadImage({ image64: b64(GIF), name: 'party', folder: 'gallery' });
    expect(gif.status).toBe(400);
    expect(errorOf(gif)).toBe('The file is not a PNG or JPEG image');
    const jpegAsPng = await uploadImage({ image64: b64(JPEG), name: 'x.png', folder: 'gallery' });
    expect(jpegAsPng.status).toBe(400);
    expect(errorOf(jpegAsPng)).toMatch(/extension/);
    const pngAsGif = await uploadImage({ image64: b64(PNG), name: 'x.gif', folder: 'gallery' });
    expect(pngAsGif.status).toBe(400);
    expect(errorOf(pngAsGif)).toMatch(/\.png, \.jpg or \.jpeg/);
    const notBase64 = await uploadImage({ image64: '<svg/>', name: 'x', folder: 'gallery' });
    expect(notBase64.status).toBe(400);
    expect(await images('gallery')).toEqual(before);
  });

  it('refuses a file over 4 MiB with 413 and stores nothing', async () => {
    const before = await images('gallery');
    const big = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024 + 1 - PNG.length)]);
    const response = await uploadImage({ image64: b64(big), name: 'big.png', folder: 'gallery' });
    expect(response.status).toBe(413);
    expect(errorOf(response)).toBe('The file is too large: at most 4 MB may be uploaded');
    expect(await images('gallery')).toEqual(before);
  });

  it('neutralises path tricks in the name and refuses them in the folder', async () => {
    const logos = await images('logos');
    const before = await images('smt');
    const dotted = await uploadImage({
      image64: b64(PNG),
      name: '../../logos/vula-trading/logo.png',
      folder: 'smt',
    });
    expect(dotted.status).toBe(200);
    const backslashed = await uploadImage({
      image64: b64(PNG),
      name: '..\\..\\Board Chair.PNG',
      folder: 'smt',
    });
    const names = added(before, backslashed.body as Image[]);
    expect(names).toHaveLength(2);
    expect(names.some((n) => /^logo-[0-9a-z]{6}\.png$/.test(n))).toBe(true);
    expect(names.some((n) => /^board-chair-[0-9a-z]{6}\.png$/.test(n))).toBe(true);
    expect(await images('logos')).toEqual(logos);

    for (const folder of ['../logos', 'gallery/../logos', 'secrets', 'GALLERY']) {
      const response = await uploadImage({ image64: b64(PNG), name: 'x.png', folder });
      expect(response.status).toBe(400);
      expect(errorOf(response)).toMatch(/^folder must be one of/);
    }
    const list = await api.post(
      '/auth/get-images-for-given-folder',
      { folder: '../files' },
      { token: admin.token },
    );
    expect(list.status).toBe(400);
  });

  it('asks for the file type and file when a part is missing', async () => {
    for (const body of [
      { name: 'x.png', folder: 'gallery' },
      { image64: b64(PNG), folder: 'gallery' },
      { image64: b64(PNG), name: 'x.png' },
      { image64: '', name: 'x.png', folder: 'gallery' },
      { image64: 'data:image/png;base64,', name: 'x.png', folder: 'gallery' },
    ]) {
      const response = await uploadImage(body);
      expect(response.status).toBe(400);
      expect(errorOf(response)).toBe(SPECIFY);
    }
  });

  it('accepts and ignores the class of a school photo', async () => {
    const response = await uploadImage({
      image64: b64(JPEG),
      name: 'class photo.jpeg',
      folder: 'staff',
      selectedClass: 'Grade 7A',
    });
    expect(response.status).toBe(200);
    expect(
      (response.body as Image[]).some((i) => /^class-photo-[0-9a-z]{6}\.jpg$/.test(i.name)),
    ).toBe(true);
  });

  it('replaces an image: the new one stored, the old one gone', async () => {
    const first = await uploadImage({ image64: b64(PNG), name: 'Old Sign', folder: 'events' });
    const oldName = (first.body as Image[]).find((i) => i.name.startsWith('old-sign-'))?.name;
    expect(oldName).toBeDefined();
    const response = await api.post<Image[]>(
      '/auth/replace-image',
      { image64: b64(JPEG), folder: 'events', oldName, newName: 'New Sign.jpg' },
      { token: admin.token },
    );
    expect(response.status).toBe(200);
    const names = response.body.map((i) => i.name);
    expect(names).not.toContain(oldName);
    expect(names.some((n) => /^new-sign-[0-9a-z]{6}\.jpg$/.test(n))).toBe(true);
    expect((await api.get(`/images/events/${SHOP}/${oldName}`)).status).toBe(404);

    const missing = await api.post(
      '/auth/replace-image',
      { image64: b64(PNG), folder: 'events', oldName: 'none.png', newName: 'x' },
      { token: admin.token },
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'No such image' });
  });

  it('refuses a bad replacement and keeps the old image', async () => {
    const first = await uploadImage({ image64: b64(PNG), name: 'Keep Me', folder: 'events' });
    const oldName = (first.body as Image[]).find((i) => i.name.startsWith('keep-me-'))?.name;
    const before = await images('events');
    const response = await api.post(
      '/auth/replace-image',
      { image64: b64(EXE), folder: 'events', oldName, newName: 'x.png' },
      { token: admin.token },
    );
    expect(response.status).toBe(400);
    expect(await images('events')).toEqual(before);
  });

  it('deletes an image, and a name of another company answers as a missing one', async () => {
    const mine = await uploadImage({ image64: b64(PNG), name: 'Delete Me', folder: 'gallery' });
    const name = (mine.body as Image[]).find((i) => i.name.startsWith('delete-me-'))?.name;
    const deleted = await api.post<Image[]>(
      '/auth/delete-image',
      { image: name, folder: 'gallery' },
      { token: admin.token },
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.map((i) => i.name)).not.toContain(name);
    const again = await api.post(
      '/auth/delete-image',
      { image: name, folder: 'gallery' },
      { token: admin.token },
    );
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'No such image' });

    const theirs = await uploadImage(
      { image64: b64(PNG), name: 'Legal Only', folder: 'gallery' },
      legalAdmin,
    );
    const theirName = (theirs.body as Image[]).find((i) => i.name.startsWith('legal-only-'))?.name;
    expect(theirs.body).toContainEqual({
      name: theirName,
      url: `/images/gallery/${LEGAL}/${theirName}`,
    });
    const cross = await api.post(
      '/auth/delete-image',
      { image: theirName, folder: 'gallery' },
      { token: admin.token },
    );
    expect(cross.status).toBe(404);
    expect(cross.body).toEqual(again.body);
    const crossReplace = await api.post(
      '/auth/replace-image',
      { image64: b64(PNG), folder: 'gallery', oldName: theirName, newName: 'x' },
      { token: admin.token },
    );
    expect(crossReplace.status).toBe(404);
    expect(crossReplace.body).toEqual(again.body);
    expect((await images('gallery', legalAdmin)).map((i) => i.name)).toContain(theirName);
  });

  it('refuses a delete whose image is not a plain file name', async () => {
    for (const image of ['../logos/logo.png', 'a/b.png', '..']) {
      const response = await api.post(
        '/auth/delete-image',
        { image, folder: 'gallery' },
        { token: admin.token },
      );
      expect(response.status).toBe(400);
    }
    expect((await images('logos')).map((i) => i.name)).toContain('logo.png');
  });

  it('lets staff list images but not change them, and parents not even list', async () => {
    expect((await images('gallery', staff)).length).toBeGreaterThan(0);
    const upload = await uploadImage({ image64: b64(PNG), name: 'x', folder: 'gallery' }, staff);
    expect(upload.status).toBe(403);
    const replace = await api.post(
      '/auth/replace-image',
      { image64: b64(PNG), folder: 'gallery', oldName: 'gallery-1.png', newName: 'x' },
      { token: staff.token },
    );
    expect(replace.status).toBe(403);
    const remove = await api.post(
      '/auth/delete-image',
      { image: 'gallery-1.png', folder: 'gallery' },
      { token: staff.token },
    );
    expect(remove.status).toBe(403);
    const list = await api.post(
      '/auth/get-images-for-given-folder',
      { folder: 'gallery' },
      { token: parent.token },
    );
    expect(list.status).toBe(403);
    const anonymous = await api.post('/auth/get-images-for-given-folder', { folder: 'gallery' });
    expect(anonymous.status).toBe(401);
  });
});

describe('document uploads', () => {
  const uploadFile = (body: Record<string, unknown>, session = staff) =>
    api.post<{ message: string; name: string; folder: string; size: number } | ErrorBody>(
      '/auth/upload-file',
      body,
      { token: session.token },
    );

  it('accepts docx, xls and txt whose content matches, as staff', async () => {
    const cases = [
      { bytes: OOXML, filename: 'Board Minutes.docx', type: /wordprocessingml/ },
      { bytes: OLE2, filename: 'budget.XLS', type: /^application\/vnd\.ms-excel$/ },
      { bytes: TEXT, filename: 'notes.txt', type: /^text\/plain/ },
    ];
    for (const { bytes, filename, type } of cases) {
      const response = await uploadFile({ base64string: b64(bytes), filename, folder: 'minutes' });
      expect(response.status).toBe(200);
      const body = response.body as { message: string; name: string; folder: string; size: number };
      expect(body.message).toBe(UPLOADED);
      expect(body.folder).toBe('minutes');
      expect(body.size).toBe(bytes.length);
      expect(body.name).toMatch(/^[a-z0-9-]+-[0-9a-z]{6}\.(docx|xls|txt)$/);
      const stored = await testDeps().blobs.get(`files/minutes/${SHOP}/${body.name}`);
      expect(Buffer.compare(Buffer.from(stored?.body ?? []), bytes)).toBe(0);
      expect(stored?.contentType).toMatch(type);
    }
  });

  it('refuses content that does not match the extension', async () => {
    const folder = 'refused-docs';
    const cases = [
      { bytes: TEXT_WITH_NUL, filename: 'notes.txt' },
      { bytes: OLE2, filename: 'book.xlsx' },
      { bytes: PLAIN_ZIP, filename: 'book.xlsx' },
      { bytes: EXE, filename: 'report.doc' },
      { bytes: EXE, filename: 'photo.png' },
    ];
    for (const { bytes, filename } of cases) {
      const response = await uploadFile({ base64string: b64(bytes), filename, folder });
      expect(response.status).toBe(400);
      expect(errorOf(response)).toBe("The file's content does not match its extension");
    }
    expect(await testDeps().blobs.list(`files/${folder}/`)).toEqual([]);
  });

  it('refuses other extensions, bad folders and missing parts', async () => {
    const exe = await uploadFile({ base64string: b64(EXE), filename: 'setup.exe', folder: 'x' });
    expect(exe.status).toBe(400);
    expect(errorOf(exe)).toMatch(/^Only xls, xlsx, doc, docx, ppt, pptx, png, jpg, jpeg, txt/);
    for (const folder of ['../images', 'a/b', 'Docs', 'x'.repeat(41)]) {
      const response = await uploadFile({ base64string: b64(TEXT), filename: 'a.txt', folder });
      expect(response.status).toBe(400);
    }
    const missing = await uploadFile({ filename: 'a.txt', folder: 'x' });
    expect(missing.status).toBe(400);
    expect(errorOf(missing)).toBe(SPECIFY);
    const parentTry = await uploadFile(
      { base64string: b64(TEXT), filename: 'a.txt', folder: 'x' },
      parent,
    );
    expect(parentTry.status).toBe(403);
  });
});

describe('excel templates', () => {
  it('round-trips a template to the company only, replacing by name', async () => {
    const upload = await api.post(
      '/auth/upload-excel-template',
      { file: b64(OOXML), name: 'Client Import.xlsx', type: 'xlsx' },
      { token: admin.token },
    );
    expect(upload.status).toBe(200);
    expect(upload.body).toEqual({ message: UPLOADED, name: 'client-import.xlsx' });

    const download = await api.get<Buffer>('/auth/excel_templates/client-import.xlsx', {
      token: staff.token,
    });
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body, OOXML)).toBe(0);
    expect(download.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="client-import.xlsx"',
    );
    expect(download.headers['cache-control']).toBe('private, no-store');

    const other = await api.get('/auth/excel_templates/client-import.xlsx', {
      token: legalAdmin.token,
    });
    expect(other.status).toBe(404);
    const unknown = await api.get('/auth/excel_templates/none.xlsx', { token: staff.token });
    expect(unknown.status).toBe(404);
    expect(other.body).toEqual(unknown.body);

    // The same name again replaces the template.
    const csv1 = Buffer.from('name,phone\n');
    const csv2 = Buffer.from('name,phone,email\nThandi,0825550100,thandi@example.co.za\n');
    for (const csv of [csv1, csv2]) {
      const response = await api.post(
        '/auth/upload-excel-template',
        { file: b64(csv), name: 'suppliers', type: 'CSV' },
        { token: admin.token },
      );
      expect(response.body).toEqual({ message: UPLOADED, name: 'suppliers.csv' });
    }
    const csv = await api.get<string>('/auth/excel_templates/suppliers.csv', {
      token: staff.token,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.text).toBe(csv2.toString());
  });

  it('refuses content that is not the declared type, and non-admins', async () => {
    const cases = [
      { file: b64(PLAIN_ZIP), name: 'a', type: 'xlsx' },
      { file: b64(OOXML), name: 'a', type: 'xls' },
      { file: b64(TEXT_WITH_NUL), name: 'a', type: 'csv' },
      { file: b64(OLE2), name: 'a', type: 'pdf' },
    ];
    for (const body of cases) {
      const response = await api.post('/auth/upload-excel-template', body, {
        token: admin.token,
      });
      expect(response.status).toBe(400);
    }
    const missing = await api.post(
      '/auth/upload-excel-template',
      { name: 'a', type: 'xls' },
      { token: admin.token },
    );
    expect(errorOf(missing)).toBe(SPECIFY);
    const byStaff = await api.post(
      '/auth/upload-excel-template',
      { file: b64(OLE2), name: 'a', type: 'xls' },
      { token: staff.token },
    );
    expect(byStaff.status).toBe(403);
    expect(await testDeps().blobs.list(`excel_templates/${SHOP}/a.`)).toEqual([]);
  });

  it('answers a name that is not a plain file name with 404', async () => {
    for (const path of ['..%2Fclient-import.xlsx', '.hidden.xlsx', 'client-import.exe']) {
      const response = await api.get(`/auth/excel_templates/${path}`, { token: staff.token });
      expect(response.status).toBe(404);
    }
  });
});

describe('logos for the signed-in company', () => {
  it("lists the caller's company folder, and another emis answers as a missing school", async () => {
    const own = await api.post<Image[]>(
      '/auth/get-logos-for-given-school',
      { folder: 'logos', emis: SHOP },
      { token: parent.token },
    );
    expect(own.status).toBe(200);
    expect(own.body).toContainEqual({ name: 'logo.png', url: `/images/logos/${SHOP}/logo.png` });
    const noEmis = await api.post<Image[]>(
      '/auth/get-logos-for-given-school',
      { folder: 'logos' },
      { token: parent.token },
    );
    expect(noEmis.body).toEqual(own.body);
    const other = await api.post(
      '/auth/get-logos-for-given-school',
      { folder: 'logos', emis: LEGAL },
      { token: parent.token },
    );
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'No such school' });
    const bad = await api.post(
      '/auth/get-logos-for-given-school',
      { folder: '../files', emis: SHOP },
      { token: parent.token },
    );
    expect(bad.status).toBe(400);
  });
});
