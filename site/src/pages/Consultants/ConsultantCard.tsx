import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { BriefcaseBusiness, Clock, MapPin, Star, Wallet } from 'lucide-react';
import { Avatar, Badge, Button, ButtonLink, Card, Heading, Icon, Inline, Modal, Stack, Tag, Text, VisuallyHidden } from '@orisun/ui';
import { brand } from '../../content/brand.ts';
import { cardTagsShown, consultantsPage, type Consultant } from '../../content/consultants.ts';
import { mailtoWith } from '../../content/forms.ts';

const { card, profile } = consultantsPage;

/** The id of a consultant card's name (the card's `aria-labelledby`). */
export function consultantNameId(consultant: Pick<Consultant, 'id'>): string {
  return `consultant-${consultant.id}-name`;
}

/** One fact line: a decorative icon, a label for screen readers, the value. */
function Fact({ icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <Inline space="2" alignY="center">
      <Text as="span" tone="muted">
        <Icon icon={icon} size="sm" />
      </Text>
      <Text as="span" size="sm">
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </Text>
    </Inline>
  );
}

/** "Orisun Software team" or "External expert". */
function TypeBadge({ consultant }: { consultant: Consultant }) {
  return consultant.isCompanyMember ? <Badge tone="accent">{card.companyBadge}</Badge> : <Badge tone="neutral">{card.externalBadge}</Badge>;
}

/**
 * One consultant of the directory: avatar, name, title, type, rating, projects, rate,
 * availability, location, the first three areas of expertise plus "+N more" (spec section 9),
 * and 'View profile', which opens their profile in a dialog (Escape or a click on the backdrop
 * closes it; focus returns to the button).
 */
export function ConsultantCard({ consultant }: { consultant: Consultant }) {
  const nameId = consultantNameId(consultant);
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
              <span aria-hidden="true">{consultant.rating.toFixed(1)}</span>
              <VisuallyHidden>{card.ratingLabel(consultant.rating)}</VisuallyHidden>
            </Inline>
          </Text>
          <Text as="span" size="sm" tone="muted">
            {card.projects(consultant.projects)}
          </Text>
        </Inline>
        <Stack space="2">
          <Fact icon={Wallet} label={profile.rateLabel}>
            {consultant.rate}
          </Fact>
          <Fact icon={Clock} label={profile.availabilityLabel}>
            {consultant.availability}
          </Fact>
          <Fact icon={MapPin} label={profile.locationLabel}>
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
        <Modal.Root>
          <Modal.Trigger asChild>
            <Button variant="outline" aria-label={card.viewProfileLabel(consultant.name)}>
              {card.viewProfile}
            </Button>
          </Modal.Trigger>
          <ConsultantProfile consultant={consultant} />
        </Modal.Root>
      </Stack>
    </Card>
  );
}

/** A labelled list in the profile (expertise, languages, certifications). */
function ProfileList({ heading, items, tags = false }: { heading: string; items: readonly string[]; tags?: boolean }) {
  return (
    <Stack space="2">
      <Heading level={3} size="md">
        {heading}
      </Heading>
      {tags ? (
        <Inline as="ul" space="2">
          {items.map((item) => (
            <Tag key={item} tone="accent">
              {item}
            </Tag>
          ))}
        </Inline>
      ) : (
        <Stack as="ul" space="1">
          {items.map((item) => (
            <Text as="span" size="sm" key={item}>
              {item}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The profile dialog's content: everything about the consultant, and a way to work with them. */
function ConsultantProfile({ consultant }: { consultant: Consultant }) {
  const firstName = consultant.name.split(' ')[0] ?? consultant.name;
  return (
    <Modal.Content title={consultant.name} description={consultant.title} size="lg" closeLabel={profile.closeLabel}>
      <Modal.Body>
        <Stack space="5">
          <Inline space="3" alignY="center">
            <Avatar name={consultant.name} size="lg" tone={consultant.isCompanyMember ? 'accent' : 'neutral'} />
            <TypeBadge consultant={consultant} />
          </Inline>
          <Text>{consultant.bio}</Text>
          <Stack as="dl" space="2">
            {(
              [
                [BriefcaseBusiness, profile.projectsLabel, String(consultant.projects)],
                [Star, profile.ratingLabel, card.ratingLabel(consultant.rating)],
                [Wallet, profile.rateLabel, consultant.rate],
                [Clock, profile.availabilityLabel, consultant.availability],
                [MapPin, profile.locationLabel, consultant.location],
              ] as const
            ).map(([icon, term, value]) => (
              <Inline key={term} space="2" alignY="center">
                <Text as="dt" size="sm" weight="semibold">
                  <Inline as="span" space="2" alignY="center">
                    <Text as="span" tone="muted">
                      <Icon icon={icon} size="sm" />
                    </Text>
                    {term}:
                  </Inline>
                </Text>
                <Text as="dd" size="sm">
                  {value}
                </Text>
              </Inline>
            ))}
          </Stack>
          <ProfileList heading={profile.expertiseHeading} items={consultant.expertise} tags />
          <ProfileList heading={profile.languagesHeading} items={consultant.languages} />
          <ProfileList heading={profile.certificationsHeading} items={consultant.certifications} />
        </Stack>
      </Modal.Body>
      <Modal.Footer>
        <Modal.Close asChild>
          <Button variant="ghost" tone="neutral">
            {profile.closeLabel}
          </Button>
        </Modal.Close>
        <ButtonLink href={mailtoWith(brand.mailboxes.consultants, profile.hireSubject(consultant.name))}>{profile.hireLabel(firstName)}</ButtonLink>
      </Modal.Footer>
    </Modal.Content>
  );
}
