import { ArrowRight, Clock, Mail, Phone } from 'lucide-react';
import { ButtonLink, Card, Fact, Grid, Heading, Link, PageHero, Section, Stack, Text } from '@orisun/ui';
import { supportContacts, supportHero, supportNote, supportSection } from '../../content/support.ts';
import { Island } from '../../islands/Island.tsx';
import SupportIsland from './Support.island.tsx';


/**
 * `/support` (the spec's Contact Support form page): the support form on the left, and beside it
 * (under it on phones) the side note with the support line, the support mailbox, how fast we answer,
 * and the way to an existing ticket (`/dashboard`). A marketing page: prerendered, readable and
 * fillable without JavaScript; the form's code (and every piece of the support desk) stays off its
 * first load.
 */
export default function SupportPage() {
  return (
    <>
      <PageHero headingId="support-title" eyebrow={supportHero.eyebrow} heading={supportHero.heading} intro={supportHero.intro} />
      <Section headingId="support-request" heading={supportSection.heading}>
        <Grid columns={{ mobile: 1, desktop: 2 }} space="6">
          <Island component={SupportIsland} props={{}} />
          <SupportNote />
        </Grid>
      </Section>
    </>
  );
}

/** The side note: the support line and mailbox, the response promise, and the ticket page. */
function SupportNote() {
  return (
    <Stack space="5">
      <Card padding="lg">
        <Stack space="4">
          <Heading level={3} size="xl">
            {supportNote.heading}
          </Heading>
          <Stack as="ul" space="3">
            <Fact icon={Phone} label={supportNote.phoneLabel}>
              <Link href={`tel:${supportContacts.phone.e164}`}>{supportContacts.phone.display}</Link>
            </Fact>
            <Fact icon={Mail} label={supportNote.emailLabel}>
              <Link href={`mailto:${supportContacts.email}`}>{supportContacts.email}</Link>
            </Fact>
            <Fact icon={Clock}>{supportNote.hours}</Fact>
          </Stack>
        </Stack>
      </Card>
      <Card padding="lg">
        <Stack space="3">
          <Heading level={3} size="lg">
            {supportNote.trackHeading}
          </Heading>
          <Text tone="muted">{supportNote.trackBody}</Text>
          <div>
            <ButtonLink href={supportNote.trackHref} variant="outline" icon={<ArrowRight />} iconPosition="end">
              {supportNote.trackLabel}
            </ButtonLink>
          </div>
        </Stack>
      </Card>
    </Stack>
  );
}
