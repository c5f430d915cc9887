import type { ReactNode } from 'react';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { Badge, ButtonLink, Card, Fact, Heading, Inline, Link, Stack, Tag, Text } from '@orisun/ui';
import { eventCategoryLabels, eventsPage, eventStartsAt, formatEventDuration, formatEventWhen, type CompanyEvent } from '../../content/events.ts';

export interface EventCardProps {
  event: CompanyEvent;
  /** The event has taken place (decided by the page at its `now`): shows its recording and materials links. */
  past: boolean;
  /** Level of the event title in the page outline. Default 3 (under a section's `h2`). */
  headingLevel?: 2 | 3;
  /** The reservation form of a featured upcoming event, shown at the end of the card. */
  children?: ReactNode;
}

/** The id of an event card's title (the card's `aria-labelledby`; the reservation form names itself after it too). */
export function eventTitleId(event: Pick<CompanyEvent, 'id'>): string {
  return `event-${event.id}-title`;
}

/**
 * One event: category, title, when (in WAT), duration, location, description and speakers; past
 * events add their recording and materials links, events registered elsewhere their external
 * link, and featured upcoming ones get the reservation form as `children`.
 */
export function EventCard({ event, past, headingLevel = 3, children }: EventCardProps) {
  const titleId = eventTitleId(event);
  const speakersId = `event-${event.id}-speakers`;
  const { card } = eventsPage;
  return (
    <Card as="article" padding="lg" aria-labelledby={titleId} id={event.id}>
      <Stack space="4">
        <Inline space="2">
          <Tag tone="accent">{eventCategoryLabels[event.category]}</Tag>
          {past && <Badge tone="neutral">{card.pastLabel}</Badge>}
        </Inline>
        <Heading level={headingLevel} size="xl" id={titleId}>
          {event.title}
        </Heading>
        <Stack space="2">
          <Fact icon={CalendarDays} label={card.whenLabel} size="sm">
            <time dateTime={eventStartsAt(event).toISOString()}>{formatEventWhen(event)}</time>
          </Fact>
          <Fact icon={Clock} label={card.durationLabel} size="sm">
            {formatEventDuration(event.durationMinutes)}
          </Fact>
          <Fact icon={MapPin} label={card.locationLabel} size="sm">
            {event.location}
          </Fact>
        </Stack>
        <Text tone="muted">{event.description}</Text>
        <Stack space="2">
          <Text as="span" size="sm" weight="semibold" id={speakersId}>
            {card.speakersLabel}
          </Text>
          <Stack as="ul" space="1" aria-labelledby={speakersId}>
            {event.speakers.map((speaker) => (
              <Text as="span" size="sm" key={speaker.name}>
                <Text as="span" size="sm" weight="semibold">
                  {speaker.name}
                </Text>
                , {speaker.role}
              </Text>
            ))}
          </Stack>
        </Stack>
        {past && (event.recordingLink || event.materialsLink) && (
          <Inline space="4">
            {event.recordingLink && (
              <Link href={event.recordingLink} external aria-describedby={titleId}>
                {card.recordingLabel}
              </Link>
            )}
            {event.materialsLink && (
              <Link href={event.materialsLink} external aria-describedby={titleId}>
                {card.materialsLabel}
              </Link>
            )}
          </Inline>
        )}
        {!past && event.registrationLink && (
          <Inline>
            <ButtonLink href={event.registrationLink} external variant="outline" aria-describedby={titleId}>
              {event.cta}
            </ButtonLink>
          </Inline>
        )}
        {children}
      </Stack>
    </Card>
  );
}
