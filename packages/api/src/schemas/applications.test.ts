import { describe, expect, it } from 'vitest';
import {
  fileExtension,
  resumeAccept,
  resumeMaxBytes,
  resumeProblem,
  resumeUploadProblem,
  teamApplicationFieldsSchema,
  teamApplicationFormData,
  teamApplicationFormSchema,
} from './applications.ts';
import { issuesFromZodError } from './errors.ts';

const file = (name: string, size = 1_000, type = '') => ({ name, size, type });
const fields = { name: 'Ngozi Eze', email: 'ngozi@example.com', role: 'Product designer', message: 'I design for Lagos.' };

describe('resume rules shared by the form and the server', () => {
  it('is 5 MB: exactly 5,242,880 bytes pass, one more does not', () => {
    expect(resumeMaxBytes).toBe(5_242_880);
    expect(resumeProblem(file('cv.pdf', resumeMaxBytes))).toBeUndefined();
    expect(resumeProblem(file('cv.pdf', resumeMaxBytes + 1))).toBe('The resume must be 5 MB or smaller.');
  });

  it.each(['cv.pdf', 'CV.PDF', 'Résumé 2026.docx', 'old.Doc', 'C:\\fakepath\\cv.pdf'])('accepts the name %s', (name) => {
    expect(resumeProblem(file(name))).toBeUndefined();
  });

  it.each(['cv.exe', 'cv.pdf.exe', 'cv', '.pdf', 'cv.txt', 'cv.docm', 'cv.pdf/evil'])('asks for a PDF or Word file for %s', (name) => {
    expect(resumeProblem(file(name))).toBe('Choose a PDF or Word file (.pdf, .doc, .docx).');
  });

  it('ignores the MIME type the browser guessed (Word files often come without one)', () => {
    expect(resumeProblem(file('cv.doc', 10, ''))).toBeUndefined();
    expect(resumeProblem(file('cv.docx', 10, 'application/octet-stream'))).toBeUndefined();
  });

  it('asks for a file when there is none, and for another one when it is empty', () => {
    expect(resumeProblem(undefined)).toBe('Attach your resume.');
    expect(resumeProblem(null)).toBe('Attach your resume.');
    expect(resumeProblem(file('cv.pdf', 0))).toBe('The resume file is empty. Choose another file.');
  });

  it('checks only presence and size for the upload itself (the server judges the content, not the name)', () => {
    expect(resumeUploadProblem(file('blob'))).toBeUndefined();
    expect(resumeUploadProblem(undefined)).toBe('Attach your resume.');
    expect(resumeUploadProblem(file('blob', resumeMaxBytes + 1))).toBe('The resume must be 5 MB or smaller.');
  });

  it('gives the extension of the last path segment, lowercased', () => {
    expect(fileExtension('a/b.c/CV.DocX')).toBe('.docx');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.bashrc')).toBe('');
  });

  it('lists extensions and MIME types for the file input', () => {
    expect(resumeAccept.split(',')).toEqual([
      '.pdf',
      '.doc',
      '.docx',
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });
});

describe('teamApplicationFieldsSchema', () => {
  it('trims the fields and accepts an empty honeypot', () => {
    expect(teamApplicationFieldsSchema.parse({ ...fields, name: ' Ngozi Eze ', website: '' })).toEqual({ ...fields, website: '' });
  });

  it.each([
    ['name', { name: 'a'.repeat(101) }, 'Keep your name under 101 characters.'],
    ['role', { role: '' }, 'Enter the role you are interested in.'],
    ['role', { role: 'Dev\nBcc: x@example.com' }, 'Enter the role you are interested in on one line, without special characters.'],
    ['message', { message: 'x'.repeat(5001) }, 'Keep why you want to join us under 5001 characters.'],
    ['email', { email: 'ngozi' }, 'Enter a valid e-mail address, like name@example.com.'],
  ])('refuses a bad %s', (path, change, message) => {
    const result = teamApplicationFieldsSchema.safeParse({ ...fields, ...change });
    expect(result.success).toBe(false);
    expect(issuesFromZodError(result.error!)).toEqual([{ path, message }]);
  });

  it('with the resume, checks the chosen file too (for the form)', () => {
    const result = teamApplicationFormSchema.safeParse({ ...fields, resume: file('cv.exe') });
    expect(issuesFromZodError(result.error!)).toEqual([{ path: 'resume', message: 'Choose a PDF or Word file (.pdf, .doc, .docx).' }]);
    expect(issuesFromZodError(teamApplicationFormSchema.safeParse({ ...fields }).error!)).toEqual([
      { path: 'resume', message: 'Attach your resume.' },
    ]);
    expect(teamApplicationFormSchema.safeParse({ ...fields, resume: file('cv.pdf') }).success).toBe(true);
  });
});

describe('teamApplicationFormData', () => {
  it('puts the text fields first and the resume last, under its own name', () => {
    const body = teamApplicationFormData(fields, new File(['%PDF-'], 'CV.pdf', { type: 'application/pdf' }));
    expect([...body.keys()]).toEqual(['name', 'email', 'role', 'message', 'website', 'resume']);
    expect(body.get('website')).toBe('');
    expect((body.get('resume') as File).name).toBe('CV.pdf');
  });
});
