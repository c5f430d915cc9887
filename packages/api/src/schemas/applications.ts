import { z } from '../zod.ts';
import { liveSentences } from '../messages/index.ts';
import { emailAddressSchema, honeypotFieldName, honeypotSchema, requiredLine, requiredText, type FileLike } from './forms.ts';

/** Longest name, role and message accepted with a team application. */
export const applicantNameMaxLength = 100;
export const applicationRoleMaxLength = 100;
export const applicationMessageMaxLength = 5000;

/**
 * `POST /submit_team-form`: the text fields of a team application from the Team page's 'Join Our Team'
 * dialog. The request is multipart/form-data: these fields plus the file field `resume` (see the rules below).
 */
export const teamApplicationFieldsSchema = z.object({
  name: requiredLine('yourName', applicantNameMaxLength),
  email: emailAddressSchema,
  role: requiredLine('role', applicationRoleMaxLength),
  message: requiredText('whyJoin', applicationMessageMaxLength),
  website: honeypotSchema,
});
export type TeamApplicationFieldsInput = z.input<typeof teamApplicationFieldsSchema>;
export type TeamApplicationFields = z.output<typeof teamApplicationFieldsSchema>;

/** The name of the multipart file field that carries the resume. */
export const resumeFieldName = 'resume';

/** Largest resume accepted: 5 MB (5,242,880 bytes, exactly this many is fine). Enforced by the form and the server. */
export const resumeMaxBytes = 5 * 1024 * 1024;

/**
 * The resume formats accepted, with the MIME type the server stores and mails them as. The form reads
 * the extension; the server decides from the file's content (magic bytes) and trusts neither name nor type.
 */
export const resumeFileTypes = [
  { extension: '.pdf', mimeType: 'application/pdf', label: 'PDF' },
  { extension: '.doc', mimeType: 'application/msword', label: 'Word 97-2003 document' },
  {
    extension: '.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word document',
  },
] as const;
export type ResumeFileType = (typeof resumeFileTypes)[number];
export type ResumeExtension = ResumeFileType['extension'];

export const resumeExtensions: readonly ResumeExtension[] = resumeFileTypes.map((t) => t.extension);
export const resumeMimeTypes: readonly string[] = resumeFileTypes.map((t) => t.mimeType);

/** The `accept` attribute of the resume's `<input type="file">`: extensions and MIME types. */
export const resumeAccept = [...resumeExtensions, ...resumeMimeTypes].join(',');

/** The sentences shown for a resume problem (issue path `resume`), by the form and by the server alike. */
export const resumeMessages = liveSentences((m) => m.resume);

/** The lowercased extension of a file name (`CV.PDF` -> `.pdf`), or `''` when it has none. */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** Whether a file name ends with one of the accepted resume extensions (case-insensitive). */
export function hasResumeExtension(name: string): boolean {
  return (resumeExtensions as readonly string[]).includes(fileExtension(name));
}

/**
 * What the server refuses in any resume before looking at its content: none, an empty file, or one over
 * 5 MB (the server answers 413 for that). The sentence to show, or `undefined` when it may be sent.
 */
export function resumeUploadProblem(file: FileLike | null | undefined): string | undefined {
  if (!file) return resumeMessages.required;
  if (file.size > resumeMaxBytes) return resumeMessages.tooLarge;
  if (file.size === 0) return resumeMessages.empty;
  return undefined;
}

/**
 * The form's check of a chosen resume (a `File`, or anything with `name`, `size` and `type`): the sentence
 * to show, or `undefined` when it may be sent. Besides `resumeUploadProblem` it wants a .pdf, .doc or .docx
 * name; it ignores `type`, since browsers report none or odd ones for Word files. The server then decides
 * from the content itself (and needs the .doc name only for legacy Word files).
 */
export function resumeProblem(file: FileLike | null | undefined): string | undefined {
  if (!file) return resumeMessages.required;
  if (!hasResumeExtension(file.name)) return resumeMessages.type;
  return resumeUploadProblem(file);
}

function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<Record<keyof FileLike, unknown>>;
  return typeof file.name === 'string' && typeof file.size === 'number' && typeof file.type === 'string';
}

/** The resume as a form value (a `File`), checked with `resumeProblem`: for react-hook-form's zod resolver. */
export const resumeFileSchema = z
  .custom<FileLike>(isFileLike, { error: () => resumeMessages.required })
  .check(
    z.superRefine((file, context) => {
      const problem = resumeProblem(file);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  );

/** The whole application as the form holds it: the text fields plus the chosen resume file. */
export const teamApplicationFormSchema = z.extend(teamApplicationFieldsSchema, { resume: resumeFileSchema });

/**
 * The multipart body of `POST /submit_team-form`: the text fields first, then the resume (the order the
 * original form used; the server accepts either order). The file's name goes along as its filename.
 */
export function teamApplicationFormData(fields: TeamApplicationFieldsInput, resume: Blob & { name?: string }): FormData {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('email', fields.email);
  form.append('role', fields.role);
  form.append('message', fields.message);
  form.append(honeypotFieldName, fields.website ?? '');
  if (typeof resume.name === 'string') form.append(resumeFieldName, resume, resume.name);
  else form.append(resumeFieldName, resume);
  return form;
}
