import { Island } from '../../islands/Island.tsx';
import { eventInLanguage, events } from '../../content/events.ts';
import EventsIsland from './Events.island.tsx';

/**
 * `/events`: the events page, with the toasts its reservation forms raise. Only the kit's
 * ToastProvider, not `Providers`: the page holds no server state, so TanStack Query stays off
 * its first load.
 */
export default function EventsPage() {
  return <Island component={EventsIsland} props={{ events: events.map(eventInLanguage) }} />;
}
