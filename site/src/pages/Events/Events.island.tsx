import { ToastProvider } from '@orisun/ui';
import type { EventInLanguage } from '../../content/events.ts';
import { EventsView } from './EventsView.tsx';

/** The page, with its toasts: an island (filters, reservations and the newsletter; the listing changes with the date). */
export default function EventsIsland({ events }: { events: readonly EventInLanguage[] }) {
  return (
    <ToastProvider>
      <EventsView events={events} />
    </ToastProvider>
  );
}
