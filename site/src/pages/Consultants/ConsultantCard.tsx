import { lazy, Suspense, useRef, useState } from 'react';
import { Clock, MapPin, Star, Wallet } from 'lucide-react';
import { Avatar, Button, Card, Fact, Heading, Icon, Inline, Stack, Tag, Text, VisuallyHidden } from '@orisun/ui';
import { availabilityLabel, cardTagsShown, consultantsPage, formatRating, type Consultant } from '../../content/consultants.ts';
import { TypeBadge } from './TypeBadge.tsx';

/** The profile dialog (Radix Dialog and its helpers): fetched when a visitor heads for 'View profile'. */
const loadProfileDialog = () => import('./ConsultantProfileDialog.tsx');
const ConsultantProfileDialog = lazy(loadProfileDialog);

const { card, profile } = consultantsPage;

/** The id of a consultant card's name (the card's `aria-labelledby`). */
export function consultantNameId(consultant: Pick<Consultant, 'id'>): string {
  return `consultant-${consultant.id}-name`;
}

/**
 * One consultant of the directory: avatar, name, title, type, rating, projects, rate,
 * availability, location, the first three areas of expertise plus "+N more" (docs/product.md §2.6),
 * and 'View profile', which opens their profile in a dialog (Escape or a click on the backdrop
 * closes it; focus returns to the button). The dialog's code is fetched when the visitor points at
 * or focuses the button, so it stays off the page's first load.
 */
export function ConsultantCard({ consultant }: { consultant: Consultant }) {
  const nameId = consultantNameId(consultant);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const shown = consultant.expertise.slice(0, cardTagsShown);
  const more = consultant.expertise.length - shown.length;
  return (
    <Card as="article" padding="lg" aria-labelledby={nameId} data-consultant={consultant.id}>
      <Stack space="4">
        <Inline space="3" alignY="center">
          <Avatar name={consultant.name} size="md" tone={consultant.isCompanyMember ? 'accent' : 'neutral'} />
          <Stack space="1">
            <Heading level={3} size="lg" id={nameId}>
              {consultant.name}
            </Heading>
            <Text size="sm" tone="muted">
              {consultant.title}
            </Text>
          </Stack>
        </Inline>
        <Inline space="2" alignY="center">
          <TypeBadge consultant={consultant} />
          <Text as="span" size="sm">
            <Inline as="span" space="1" alignY="center">
              <Text as="span" tone="caution">
                <Icon icon={Star} size="sm" />
              </Text>
              <span aria-hidden="true">{formatRating(consultant.rating)}</span>
              <VisuallyHidden>{card.ratingLabel(consultant.rating)}</VisuallyHidden>
            </Inline>
          </Text>
          <Text as="span" size="sm" tone="muted">
            {card.projects(consultant.projects)}
          </Text>
        </Inline>
        <Stack space="2">
          <Fact icon={Wallet} label={profile.rateLabel} size="sm">
            {consultant.rate}
          </Fact>
          <Fact icon={Clock} label={profile.availabilityLabel} size="sm">
            {availabilityLabel(consultant.availability)}
          </Fact>
          <Fact icon={MapPin} label={profile.locationLabel} size="sm">
            {consultant.location}
          </Fact>
        </Stack>
        <Inline as="ul" space="2" aria-label={profile.expertiseHeading}>
          {shown.map((area) => (
            <Tag key={area} tone="accent">
              {area}
            </Tag>
          ))}
          {more > 0 && <Tag>{card.moreTags(more)}</Tag>}
        </Inline>
        <Button
          ref={button}
          variant="outline"
          aria-label={card.viewProfileLabel(consultant.name)}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadProfileDialog()}
          onFocus={() => void loadProfileDialog()}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          {card.viewProfile}
        </Button>
        {wanted && (
          <Suspense fallback={null}>
            <ConsultantProfileDialog consultant={consultant} open={open} onOpenChange={setOpen} returnFocusTo={button} />
          </Suspense>
        )}
      </Stack>
    </Card>
  );
}

