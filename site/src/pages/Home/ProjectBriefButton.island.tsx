import { lazy } from 'react';
import { FileText } from 'lucide-react';
import { projectBrief } from '../../content/home.ts';
import { LazyDialogButton } from '../../forms/LazyDialogButton.tsx';

const loadDialog = () => import('./ProjectBriefDialog.tsx');
const ProjectBriefDialog = lazy(loadDialog);

/**
 * 'Complete Project Brief': the button is in the page, the dialog (Radix Dialog and the brief form
 * with react-hook-form, zod and the API client, about 37 KB brotli) is fetched when the visitor
 * points at or focuses the button, and shown on click. That keeps it off the first load of the
 * home page. When the dialog closes, focus returns to this button.
 */
export default function ProjectBriefButton() {
  return (
    <LazyDialogButton dialog={ProjectBriefDialog} preload={loadDialog} icon={<FileText />}>
      {projectBrief.title}
    </LazyDialogButton>
  );
}
