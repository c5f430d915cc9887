import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorResponseSchema, resumeMaxBytes } from '@orisun/api';
import { buildApp, type App } from '../app.ts';
import type { OpenedDatabase } from '../db/index.ts';
import { mailOutbox, teamApplications } from '../db/schema.ts';
import type { MailTransport, OutgoingMail } from '../mail/transport.ts';
import { displayFilename, filenameSlug, sweepPartialUploads } from '../storage/uploads.ts';
import { testConfig } from '../../test-support/config.ts';
import { openTestDatabase, type TestDatabase } from '../../test-support/db.ts';
import { invalidSenderCases } from '../../test-support/forms.ts';

// ---- files: real documents and impostors ----------------------------------------------------------

async function minimalPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText('Tunde Bakare - Backend developer', { x: 20, y: 150, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc.save();
}

/** A Word document as Word writes it, reduced to the parts every .docx has. */
function minimalDocx(): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    ),
    'word/document.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        '<w:body><w:p><w:r><w:t>Tunde Bakare</w:t></w:r></w:p></w:body></w:document>',
    ),
  });
}

/** The MS-CFB signature that starts every legacy Word (.doc) file, and a sector of padding. */
function cfbContainer(): Uint8Array {
  const bytes = new Uint8Array(1536);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return bytes;
}

function windowsExecutable(): Uint8Array {
  const bytes = new Uint8Array(1024);
  bytes.set(strToU8('MZ'));
  bytes.set(strToU8('This program cannot be run in DOS mode.'), 78);
  return bytes;
}

/** `size` bytes that start like a PDF (file-type reads the signature): for the size limits. */
function pdfOfSize(pdf: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(pdf.subarray(0, Math.min(pdf.length, size)));
  return bytes;
}

// ---- requests ---------------------------------------------------------------------------------------

type Part = [name: string, value: string] | [name: string, bytes: Uint8Array, filename: string, type?: string];

/** A multipart/form-data body as a browser's FormData makes it (undici serialises it). */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const [name, value, filename, type] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value as Uint8Array<ArrayBuffer>], { type: type ?? '' }), filename);
  }
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}

const valid = {
  name: 'Tunde Bakare',
  email: 'tunde@example.com',
  role: 'Backend developer',
  message: 'I have built payment APIs in Lagos for six years.\nI would like to work on products people use daily.',
  website: '',
};

const textParts = (fields: Record<string, string | undefined> = valid): Part[] =>
  Object.entries(fields).flatMap(([name, value]): Part[] => (value === undefined ? [] : [[name, value]]));

function recordingTransport() {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = { description: 'recording', send: async (mail) => void sent.push(mail), close: () => undefined };
  return { transport, sent };
}

let dataDir: string;
let database: TestDatabase;
let app: App;
let mail: ReturnType<typeof recordingTransport>;
let pdf: Uint8Array;

const careers = 'Careers <careers@orisun.test>';
const config = (env: Record<string, string> = {}) =>
  testConfig({ DATA_DIR: dataDir, FORM_RATE_LIMIT_PER_HOUR: '1000', MAIL_TO_CAREERS: careers, ...env });

async function send(parts: Part[], target: App = app, remoteAddress?: string) {
  const body = await multipart(parts);
  return target.inject({ method: 'POST', url: '/submit_team-form', ...body, ...(remoteAddress ? { remoteAddress } : {}) });
}

const apply = (resume: Part | undefined, fields: Record<string, string | undefined> = valid) =>
  send(resume ? [...textParts(fields), resume] : textParts(fields));

/** Every file under DATA_DIR/uploads (partial or kept), relative to it. */
async function uploadedFiles(): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name))).sort();
}

async function stored() {
  return {
    applications: await database.db.select().from(teamApplications),
    mail: await database.db.select().from(mailOutbox),
    files: await uploadedFiles(),
  };
}

const nothingStored = { applications: [], mail: [], files: [] };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'orisun-applications-'));
  database = await openTestDatabase();
  mail = recordingTransport();
  pdf = await minimalPdf();
  app = await buildApp({ config: config(), database, mailTransport: mail.transport, mailWorker: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.reset();
  await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true });
  mail.sent.length = 0;
});

function expectIssue(res: { statusCode: number; json: () => unknown }, status: number, field: string) {
  expect(res.statusCode).toBe(status);
  const body = errorResponseSchema.parse(res.json());
  expect(body.issues?.map((i) => i.path)).toContain(field);
  expect(body.issues?.find((i) => i.path === field)?.message).toMatch(/^[A-Z].*\.$/);
  return body;
}

// ---- the happy paths ----------------------------------------------------------------------------------

describe('POST /submit_team-form (team application)', () => {
  it('stores a PDF resume under a server-chosen name, the row and the careers mail with the resume attached', async () => {
    const res = await apply(['resume', pdf, 'C:\\Users\\tunde\\My CV (final).pdf', 'application/pdf']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Thank you for your submission! We'll get back to you once your application is analyzed." });

    const { applications, mail: outbox, files } = await stored();
    expect(applications).toHaveLength(1);
    const row = applications[0]!;
    expect(row).toMatchObject({
      name: 'Tunde Bakare',
      email: 'tunde@example.com',
      role: 'Backend developer',
      message: valid.message,
      resumePath: `uploads/resumes/${row.id}.pdf`,
      resumeFilename: 'My CV (final).pdf',
      resumeType: 'application/pdf',
      resumeBytes: pdf.length,
    });
    // Only the kept resume is left: no partial file.
    expect(files).toEqual([`resumes/${row.id}.pdf`]);
    expect(new Uint8Array(await readFile(path.join(dataDir, row.resumePath)))).toEqual(pdf);
    expect((await stat(path.join(dataDir, row.resumePath))).mode & 0o777).toBe(0o600);

    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      kind: 'team-application',
      toAddress: careers,
      replyTo: 'tunde@example.com',
      subject: 'Team application: Backend developer from Tunde Bakare',
      status: 'pending',
      attachments: [{ filename: 'resume-tunde-bakare.pdf', path: row.resumePath, contentType: 'application/pdf' }],
    });

    await app.mailOutbox.drain();
    expect(mail.sent).toHaveLength(1);
    const sent = mail.sent[0]!;
    expect(sent.to).toBe(careers);
    expect(sent.replyTo).toBe('tunde@example.com');
    expect(sent.text).toContain('Role of interest: Backend developer');
    expect(sent.text).toContain(valid.message);
    expect(sent.text).toContain(`Reference: ${row.id}`);
    expect(sent.text).toContain('"My CV (final).pdf"');
    expect(sent.attachments).toEqual([
      { filename: 'resume-tunde-bakare.pdf', path: path.join(dataDir, row.resumePath), contentType: 'application/pdf' },
    ]);
    expect(existsSync(path.join(dataDir, row.resumePath))).toBe(true);
  });

  it('keeps the language of the page it came from: a French application is stored French, and its mail tells staff to answer in French', async () => {
    const body = await multipart([...textParts({ ...valid, name: 'Afiavi Hounkpè', email: 'afiavi@example.bj' }), ['resume', pdf, 'cv.pdf', 'application/pdf']]);
    const french = await app.inject({ method: 'POST', url: '/submit_team-form', ...body, headers: { ...body.headers, 'accept-language': 'fr' } });
    expect(french.statusCode).toBe(200);
    expect((await apply(['resume', pdf, 'cv.pdf', 'application/pdf'])).statusCode).toBe(200);
    const { applications } = await stored();
    expect(applications.map((a) => [a.name, a.language])).toEqual([
      ['Afiavi Hounkpè', 'fr'],
      ['Tunde Bakare', 'en'],
    ]);
    await app.mailOutbox.drain();
    const [toCareers, english] = mail.sent;
    expect(toCareers!.text.split('\n').slice(0, 2)).toEqual(['A new team application arrived from the website.', 'Written in French: answer in French.']);
    expect(english!.text.split('\n').slice(0, 3)).toEqual(['A new team application arrived from the website.', '', 'Name: Tunde Bakare']);
  });

  it('accepts a .docx by its content and stores it as one', async () => {
    const docx = minimalDocx();
    const res = await apply(['resume', docx, 'cv.docx', 'application/octet-stream']);
    expect(res.statusCode).toBe(200);
    const { applications, files } = await stored();
    expect(applications[0]).toMatchObject({
      resumeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      resumeBytes: docx.length,
    });
    expect(files).toEqual([`resumes/${applications[0]!.id}.docx`]);
    expect(new Uint8Array(await readFile(path.join(dataDir, applications[0]!.resumePath)))).toEqual(docx);
  });

  it('accepts a legacy Word container only when it is named .doc', async () => {
    const res = await apply(['resume', cfbContainer(), 'CV.DOC', '']);
    expect(res.statusCode).toBe(200);
    const { applications, files } = await stored();
    expect(applications[0]).toMatchObject({ resumeType: 'application/msword', resumeFilename: 'CV.DOC' });
    expect(files).toEqual([`resumes/${applications[0]!.id}.doc`]);
  });

  it('takes the file before the text fields as well as after them', async () => {
    const res = await send([['resume', pdf, 'cv.pdf'], ...textParts()]);
    expect(res.statusCode).toBe(200);
    expect((await stored()).applications).toHaveLength(1);
  });

  it('keeps the applicant file name only as cleaned display text, and names the attachment after the applicant', async () => {
    const res = await apply(['resume', pdf, '../../etc/\u202Efdp.exe\u0007 résumé.pdf'], { ...valid, name: 'Kọ́lá Adébáyọ̀' });
    expect(res.statusCode).toBe(200);
    const { applications, mail: outbox } = await stored();
    expect(applications[0]!.resumeFilename).toBe('fdp.exe résumé.pdf');
    expect(applications[0]!.resumePath).toMatch(/^uploads\/resumes\/[0-9a-f-]{36}\.pdf$/);
    expect(outbox[0]!.attachments[0]!.filename).toBe('resume-kola-adebayo.pdf');
  });

  it('accepts exactly 5 MB (5,242,880 bytes)', async () => {
    const res = await apply(['resume', pdfOfSize(pdf, resumeMaxBytes), 'cv.pdf']);
    expect(res.statusCode).toBe(200);
    const { applications } = await stored();
    expect(applications[0]!.resumeBytes).toBe(5_242_880);
    expect((await stat(path.join(dataDir, applications[0]!.resumePath))).size).toBe(5_242_880);
  });
});

// ---- refusals: nothing kept ---------------------------------------------------------------------------

describe('POST /submit_team-form refusals keep nothing', () => {
  it('refuses 5 MB + 1 byte with 413 naming the 5 MB limit', async () => {
    const res = await apply(['resume', pdfOfSize(pdf, resumeMaxBytes + 1), 'cv.pdf']);
    const body = expectIssue(res, 413, 'resume');
    expect(body.error).toBe('The resume must be 5 MB or smaller.');
    expect(await stored()).toEqual(nothingStored);
  });

  it('refuses 5 MB + 1 byte with 413 also when the file comes before the fields', async () => {
    const res = await send([['resume', pdfOfSize(pdf, resumeMaxBytes + 1), 'cv.pdf'], ...textParts()]);
    expectIssue(res, 413, 'resume');
    expect(await stored()).toEqual(nothingStored);
  });

  const impostors: [string, () => Uint8Array, string, string][] = [
    ['a Windows program renamed .pdf', windowsExecutable, 'cv.pdf', 'application/pdf'],
    ['a legacy Word container named .pdf', cfbContainer, 'cv.pdf', 'application/pdf'],
    ['a legacy Word container named .docx', cfbContainer, 'cv.docx', 'application/msword'],
    ['a text file named .pdf', () => strToU8('I am a PDF, honestly.\n'), 'cv.pdf', 'application/pdf'],
    ['a zip that is not a Word document', () => zipSync({ 'cv.txt': strToU8('hello') }), 'cv.docx', 'application/zip'],
    ['an HTML page named .pdf', () => strToU8('<html><script>alert(1)</script></html>'), 'cv.pdf', 'application/pdf'],
  ];
  it.each(impostors)('refuses %s with 400 on resume', async (_label, bytes, filename, type) => {
    const body = expectIssue(await apply(['resume', bytes(), filename, type]), 400, 'resume');
    expect(body.error).toBe('Some fields are missing or invalid.');
    expect(body.issues).toEqual([{ path: 'resume', message: 'This file is not a PDF or Word document. Choose a .pdf, .doc or .docx file.' }]);
    expect(await stored()).toEqual(nothingStored);
  });

  it('refuses a resume that is not one in the language the request asks for', async () => {
    const body = await multipart([...textParts(valid), ['resume', windowsExecutable(), 'cv.pdf', 'application/pdf']]);
    const res = await app.inject({ method: 'POST', url: '/submit_team-form', ...body, headers: { ...body.headers, 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Des champs manquent ou ne sont pas valides.',
      issues: [{ path: 'resume', message: 'Ce fichier n’est pas un document PDF ou Word. Choisissez un fichier .pdf, .doc ou .docx.' }],
    });
    expect(await stored()).toEqual(nothingStored);
  });

  it('refuses an empty file', async () => {
    const body = expectIssue(await apply(['resume', new Uint8Array(0), 'cv.pdf', 'application/pdf']), 400, 'resume');
    expect(body.issues).toEqual([{ path: 'resume', message: 'The resume file is empty. Choose another file.' }]);
    expect(await stored()).toEqual(nothingStored);
  });

  it('refuses a missing resume (and a resume sent as text instead of a file)', async () => {
    let body = expectIssue(await apply(undefined), 400, 'resume');
    expect(body.issues).toEqual([{ path: 'resume', message: 'Attach your resume.' }]);
    body = expectIssue(await send([...textParts(), ['resume', 'cv.pdf']]), 400, 'resume');
    expect(body.issues).toEqual([{ path: 'resume', message: 'Attach your resume.' }]);
    expect(await stored()).toEqual(nothingStored);
  });

  const invalid: [string, Record<string, string | undefined>, string][] = [
    ...invalidSenderCases('tunde at example'),
    ['a missing role', { role: undefined }, 'role'],
    ['a role with a line break', { role: 'Dev\nBcc: b@example.com' }, 'role'],
    ['a role over 100 characters', { role: 'r'.repeat(101) }, 'role'],
    ['a missing message', { message: undefined }, 'message'],
    ['a blank message', { message: ' \n ' }, 'message'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message'],
    ['a message over the 20 KB field limit (cut by the parser, still refused)', { message: 'é'.repeat(30_000) }, 'message'],
    ['a message with control characters', { message: 'hello\u0000world' }, 'message'],
  ];
  it.each(invalid)('refuses %s with 400 naming the field, and keeps no file', async (_label, change, field) => {
    const res = await apply(['resume', pdf, 'cv.pdf'], { ...valid, ...change });
    const body = expectIssue(res, 400, field);
    expect(body.error).toBe('Some fields are missing or invalid.');
    expect(await stored()).toEqual(nothingStored);
  });

  it('reports every problem at once: fields and resume', async () => {
    const res = await apply(['resume', windowsExecutable(), 'cv.pdf'], { ...valid, email: 'nope', role: '' });
    const body = expectIssue(res, 400, 'resume');
    expect(body.issues?.map((i) => i.path).sort()).toEqual(['email', 'resume', 'role']);
  });

  it('refuses a field sent twice, a second file and a file under another name', async () => {
    expectIssue(await send([...textParts(), ['name', 'Someone Else'], ['resume', pdf, 'cv.pdf']]), 400, 'name');
    const two = await send([...textParts(), ['resume', pdf, 'cv.pdf'], ['resume', pdf, 'cv2.pdf']]);
    expectIssue(two, 413, 'resume');
    expect(errorResponseSchema.parse(two.json()).error).toBe('Attach one file only: your resume.');
    expectIssue(await send([...textParts(), ['photo', pdf, 'me.pdf']]), 400, 'photo');
    expect(await stored()).toEqual(nothingStored);
  });

  it('refuses a form with too many fields with 413', async () => {
    const extra: Part[] = Array.from({ length: 12 }, (_, i) => [`extra${i}`, 'x']);
    const res = await send([...textParts(), ...extra, ['resume', pdf, 'cv.pdf']]);
    expect(res.statusCode).toBe(413);
    expect(await stored()).toEqual(nothingStored);
  });

  it('refuses a JSON body with 415, and broken multipart data with 400, never a 500', async () => {
    const json = await app.inject({ method: 'POST', url: '/submit_team-form', payload: valid });
    expect(json.statusCode).toBe(415);
    expect(errorResponseSchema.parse(json.json()).error).toMatch(/multipart\/form-data/);

    const noBoundary = await app.inject({
      method: 'POST',
      url: '/submit_team-form',
      payload: 'hello',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);

    // The body stops in the middle of the resume.
    const { payload, headers } = await multipart([...textParts(), ['resume', pdf, 'cv.pdf']]);
    const cut = await app.inject({ method: 'POST', url: '/submit_team-form', payload: payload.subarray(0, payload.length - 200), headers });
    expect(cut.statusCode).toBe(400);
    expect(errorResponseSchema.parse(cut.json()).error).toMatch(/incomplete or malformed/);
    expect(await stored()).toEqual(nothingStored);
  });

  it('answers a filled honeypot like a success but keeps nothing, not even the file', async () => {
    const res = await apply(['resume', pdf, 'cv.pdf'], { ...valid, website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Thank you for your submission! We'll get back to you once your application is analyzed." });
    expect(await stored()).toEqual(nothingStored);
  });

  it('deletes the kept resume when the database fails, and answers 500', async () => {
    const failing: OpenedDatabase = {
      ...database,
      db: new Proxy(database.db, {
        get: (target, key) =>
          key === 'transaction' ? () => Promise.reject(new Error('connection terminated')) : Reflect.get(target, key),
      }),
    };
    const broken = await buildApp({ config: config(), database: failing, mailTransport: recordingTransport().transport, mailWorker: false });
    try {
      const res = await send([...textParts(), ['resume', pdf, 'cv.pdf']], broken);
      expect(res.statusCode).toBe(500);
      expect(errorResponseSchema.parse(res.json()).error).toBe('Something went wrong on our side. Please try again.');
      expect(await stored()).toEqual(nothingStored);
    } finally {
      await broken.close();
    }
  });
});

describe('POST /submit_team-form limits', () => {
  it('allows FORM_RATE_LIMIT_PER_HOUR applications per IP, then answers 429 with Retry-After and keeps nothing more', async () => {
    const limited = await buildApp({ config: config({ FORM_RATE_LIMIT_PER_HOUR: '2' }), database, mailTransport: recordingTransport().transport, mailWorker: false });
    try {
      const parts: Part[] = [...textParts(), ['resume', pdf, 'cv.pdf']];
      expect((await send(parts, limited, '10.0.0.1')).statusCode).toBe(200);
      expect((await send(parts, limited, '10.0.0.1')).statusCode).toBe(200);
      const third = await send(parts, limited, '10.0.0.1');
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(3000);
      expect(errorResponseSchema.parse(third.json()).error).toMatch(/Too many requests/);
      const { applications, files } = await stored();
      expect(applications).toHaveLength(2);
      expect(files).toHaveLength(2);
      // Another visitor is not affected.
      expect((await send(parts, limited, '10.0.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('over a real socket, a fetch client reads 200 for exactly 5 MB and the 413 for one byte more', async () => {
    const listening = await buildApp({ config: config(), database, mailTransport: recordingTransport().transport, mailWorker: false });
    try {
      const address = await listening.listen({ port: 0, host: '127.0.0.1' });
      const post = async (size: number) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(valid)) form.append(name, value);
        form.append('resume', new Blob([pdfOfSize(pdf, size) as Uint8Array<ArrayBuffer>]), 'cv.pdf');
        const res = await fetch(`${address}/submit_team-form`, { method: 'POST', body: form });
        return { status: res.status, body: (await res.json()) as unknown };
      };
      expect((await post(resumeMaxBytes)).status).toBe(200);
      expect(await post(resumeMaxBytes + 1)).toEqual({
        status: 413,
        body: { error: 'The resume must be 5 MB or smaller.', issues: [{ path: 'resume', message: 'The resume must be 5 MB or smaller.' }] },
      });
      expect((await stored()).files).toHaveLength(1);
    } finally {
      await listening.close();
    }
  });

  it('is a multipart route of its own: the JSON routes still refuse multipart bodies', async () => {
    const body = await multipart([['name', 'x']]);
    const res = await app.inject({ method: 'POST', url: '/submit-form', ...body });
    expect(res.statusCode).toBe(415);
  });
});

describe('upload storage helpers', () => {
  it('cleans display names', () => {
    expect(displayFilename('C:\\fakepath\\cv.pdf', 'resume.pdf')).toBe('cv.pdf');
    expect(displayFilename('  my\tcv\n.pdf ', 'resume.pdf')).toBe('my cv .pdf');
    expect(displayFilename('\u202E\u0000', 'resume.pdf')).toBe('resume.pdf');
    expect(displayFilename(undefined, 'resume.doc')).toBe('resume.doc');
    const long = displayFilename(`${'a'.repeat(300)}.docx`, 'resume.docx');
    expect(long).toHaveLength(120);
    expect(long.endsWith('a.docx')).toBe(true);
  });

  it('makes ASCII slugs for attachment names', () => {
    expect(filenameSlug("Adébáyọ̀ O'Neil")).toBe('adebayo-o-neil');
    expect(filenameSlug('李雷')).toBe('');
  });

  it('sweeps partial uploads a crashed run left behind, and only old ones', async () => {
    const dir = path.join(dataDir, 'uploads', '.partial');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'old.partial'), 'x');
    await writeFile(path.join(dir, 'new.partial'), 'x');
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await utimes(path.join(dir, 'old.partial'), dayAgo, dayAgo);
    expect(await sweepPartialUploads(dataDir, 24 * 60 * 60 * 1000)).toBe(1);
    expect(await readdir(dir)).toEqual(['new.partial']);
  });
});
