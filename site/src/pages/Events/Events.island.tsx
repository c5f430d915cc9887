import { ToastProvider } from '@orisun/ui';
import { EventsView } from './EventsView.tsx';

/** The page, with its toasts: an island (filters, reservations and the newsletter; the listing changes with the date). */
export default function EventsIsland() {
  return (
    <ToastProvider>
      <EventsView />
    </ToastProvider>
  );
}
