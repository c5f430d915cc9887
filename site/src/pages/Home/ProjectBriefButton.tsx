import { lazy, Suspense, useRef, useState } from 'react';
import { FileText } from 'lucide-react';
import { Button } from '@orisun/ui';
import { projectBrief } from '../../content/home.ts';

const loadDialog = () => import('./ProjectBriefDialog.tsx');
const ProjectBriefDialog = lazy(loadDialog);

/**
 * 'Complete Project Brief': the button is in the page, the dialog (Radix Dialog and the brief form
 * with react-hook-form, zod and the API client, about 37 KB brotli) is fetched when the visitor
 * points at or focuses the button, and shown on click. That keeps it off the first load of the
 * home page. When the dialog closes, focus returns to this button.
 */
export function ProjectBriefButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        size="lg"
        icon={<FileText />}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {projectBrief.title}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ProjectBriefDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
