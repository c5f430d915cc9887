import { useMemo, useState } from 'react';
import { Box, Container, Grid, NoResults, PageHero, Section } from '@orisun/ui';
import { eventsPage, takesReservations, type EventInLanguage } from '../../content/events.ts';
import { Island } from '../../islands/Island.tsx';
import { EventCard } from './EventCard.tsx';
import { EventFilters } from './EventFilters.tsx';
import { EventsNewsletter } from './EventsNewsletter.tsx';
import { classifyEvents, filterEvents, noFilters } from './eventListing.ts';
import { classifiedAtAttribute, useEventsNow } from './useEventsNow.ts';


export interface EventsViewProps {
  /**
   * The events to show, in this build's language (`eventInLanguage`): the island's props carry them, so its code carries
   * none of their words (the page has them already, which compresses them away).
   */
  events: readonly EventInLanguage[];
  /** Classify at this instant instead of the clock (tests and stories). */
  now?: Date;
}

/**
 * `/events` without its providers (stories and tests give their own): the hero, the filters,
 * the Featured, Upcoming and Past sections (a section the filters empty is left out; when all
 * are empty, 'No events match your search'), and the newsletter block.
 */
export function EventsView({ events: inLanguage, now: fixedNow }: EventsViewProps) {
  const now = useEventsNow(inLanguage, fixedNow);
  const [filters, setFilters] = useState(noFilters);
  const shown = useMemo(() => filterEvents(inLanguage, filters), [inLanguage, filters]);
  const { featured, upcoming, past } = useMemo(() => classifyEvents(shown, now), [shown, now]);
  const { sections, empty, filters: filterCopy } = eventsPage;
  const reset = () => setFilters(noFilters);

  const list = (items: EventInLanguage[], isPast: boolean) => (
    <Grid as="ul" columns={{ mobile: 1, tablet: 2 }} space="5">
      {items.map((event) => (
        <EventCard key={event.id} event={event} past={isPast}>
          {!isPast && takesReservations(event, now) && <Island load="intent" name="EventReservationForm" props={{ event, copy: eventsPage.reservation }} />}
        </EventCard>
      ))}
    </Grid>
  );

  return (
    <>
      <PageHero headingId="events-title" heading={eventsPage.hero.heading} intro={eventsPage.hero.intro} />

      <Box paddingY={{ mobile: '8', desktop: '10' }}>
        <Container>
          <EventFilters value={filters} onValueChange={setFilters} count={shown.length} onReset={reset} />
        </Container>
      </Box>

      <div {...{ [classifiedAtAttribute]: now.toISOString() }}>
        {featured.length > 0 && (
          <Section headingId="events-featured" heading={sections.featured.heading} intro={sections.featured.intro} background="surface">
            {list(featured, false)}
          </Section>
        )}
        {upcoming.length > 0 && (
          <Section headingId="events-upcoming" heading={sections.upcoming.heading}>
            {list(upcoming, false)}
          </Section>
        )}
        {past.length > 0 && (
          <Section headingId="events-past" heading={sections.past.heading} intro={sections.past.intro} background="sunken">
            {list(past, true)}
          </Section>
        )}
        {shown.length === 0 && (
          <Box paddingBottom={{ mobile: '10', desktop: '12' }}>
            <Container>
              <NoResults title={empty.title} description={empty.description} resetLabel={filterCopy.resetLabel} onReset={reset} />
            </Container>
          </Box>
        )}
      </div>

      <EventsNewsletter />
    </>
  );
}
