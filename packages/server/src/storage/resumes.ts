import { fileExtension, resumeFileTypes, type ResumeFileType } from '@orisun/api';
import { fileTypeFromFile } from 'file-type';
import { uploadDownloadName } from './uploads.ts';

const byExtension = (extension: ResumeFileType['extension']) => resumeFileTypes.find((t) => t.extension === extension)!;

/**
 * The resume format found in a stored file's content (magic bytes, via `file-type`), or `undefined` when it
 * is not a PDF or Word document. The browser's MIME type is never consulted, and the name only where the
 * content cannot decide: a legacy Word file (.doc) is an MS-CFB container like Excel, PowerPoint and MSI
 * files, so a CFB file counts as a resume only when its name ends with `.doc`.
 */
export async function detectResumeType(file: string, originalName: string | undefined): Promise<ResumeFileType | undefined> {
  const found = await fileTypeFromFile(file);
  switch (found?.mime) {
    case 'application/pdf':
      return byExtension('.pdf');
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return byExtension('.docx');
    case 'application/x-cfb':
      return fileExtension(originalName ?? '') === '.doc' ? byExtension('.doc') : undefined;
    default:
      return undefined;
  }
}

/**
 * The name a resume is downloaded under: made by the server from the application's id and the type found in
 * the content (`resume-1a2b3c4d.pdf`), never the applicant's file name or extension, which could be
 * `cv.pdf.exe` or `resume.html`. Without a known type: `resume-<ref>` with no extension.
 */
export function resumeDownloadName(applicationId: string, type: ResumeFileType | undefined): string {
  const ref = applicationId.replace(/[^0-9a-zA-Z]/g, '').slice(0, 8).toLowerCase();
  return uploadDownloadName('resume', ref, type?.extension ?? '');
}
