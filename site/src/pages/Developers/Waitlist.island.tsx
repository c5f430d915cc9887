import { ToastProvider } from '@orisun/ui';
import { WaitlistForm } from './WaitlistForm.tsx';

/**
 * The waitlist form and its toasts: an island. In a block of its own: the island's element adds no box, so in the
 * hero's stack the toasts' (empty) region would be one more item, with a gap before it.
 */
export default function WaitlistIsland() {
  return (
    <div>
      <ToastProvider>
        <WaitlistForm />
      </ToastProvider>
    </div>
  );
}
