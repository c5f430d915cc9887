import type { RefObject } from 'react';
import { BriefcaseBusiness, Clock, MapPin, Star, Wallet } from 'lucide-react';
import { Avatar, Button, ButtonLink, Heading, Icon, Inline, Modal, Stack, Tag, Text } from '@orisun/ui';
import { brand } from '../../content/brand.ts';
import { availabilityLabel, consultantsPage, type Consultant } from '../../content/consultants.ts';
import { mailtoWith } from '../../content/forms.ts';
import { TypeBadge } from './TypeBadge.tsx';

const { card, profile } = consultantsPage;

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

export interface ConsultantProfileDialogProps {
  consultant: Consultant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes: the card's 'View profile' button. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * A consultant's profile in a dialog: bio, projects, rating, rate, availability, location, every
 * area of expertise, languages and certifications, and a way to work with them (an e-mail to the
 * Expert Network). Escape, the backdrop, × and Close all close it; focus returns to the card.
 */
export default function ConsultantProfileDialog({ consultant, open, onOpenChange, returnFocusTo }: ConsultantProfileDialogProps) {
  const firstName = consultant.name.split(' ')[0] ?? consultant.name;
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content
        title={consultant.name}
        description={consultant.title}
        size="lg"
        closeLabel={profile.closeLabel}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
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
                  [Clock, profile.availabilityLabel, availabilityLabel(consultant.availability)],
                  [MapPin, profile.locationLabel, consultant.location],
                ] as const
              ).map(([icon, term, value]) => (
                <Inline key={term} space="2" alignY="center">
                  <Text as="dt" size="sm" weight="semibold">
                    <Inline as="span" space="2" alignY="center">
                      <Text as="span" tone="muted">
                        <Icon icon={icon} size="sm" />
                      </Text>
                      {profile.term(term)}
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
    </Modal.Root>
  );
}
