import { CalendarDays, Check, Mail } from 'lucide-react';
import { ButtonLink, Card, Fact, Grid, Heading, Icon, Inline, PageHero, Section, Stack, Text } from '@orisun/ui';
import { brand } from '../../content/brand.ts';
import { partnersCta, partnersExpect, partnersGrowth, partnersHero, partnershipModels } from '../../content/partners.ts';

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <Stack as="ul" space="3">
      {items.map((item) => (
        <Fact key={item} icon={Check} iconTone="positive">
          {item}
        </Fact>
      ))}
    </Stack>
  );
}

/** `/partners`: shared growth, the four partnership models, what to expect, how to get in touch. */
export default function PartnersPage() {
  const mailto = `mailto:${brand.mailboxes.partners}?subject=${encodeURIComponent(partnersCta.emailSubject)}`;
  return (
    <>
      <PageHero headingId="partners-title" heading={partnersHero.heading} intro={partnersHero.intro} />

      <Section headingId="partners-growth" heading={partnersGrowth.heading} width="narrow" space="5">
        <CheckList items={partnersGrowth.points} />
      </Section>

      <Section headingId="partners-models" heading={partnershipModels.heading} background="surface">
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="4">
          {partnershipModels.items.map((model) => (
            <Card key={model.id} padding="lg">
              <Stack space="3">
                <Text as="span" tone="accent">
                  <Icon icon={model.icon} size="lg" />
                </Text>
                <Heading level={3} size="lg">
                  {model.title}
                </Heading>
                <Text tone="muted">{model.description}</Text>
              </Stack>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section headingId="partners-expect" heading={partnersExpect.heading} width="narrow" space="5">
        <CheckList items={partnersExpect.items} />
      </Section>

      <Section headingId="partners-cta" heading={partnersCta.heading} background="surface" width="narrow" space="4">
        <Text size="lg">{partnersCta.body}</Text>
        <Inline space="3">
          <ButtonLink href={mailto} icon={<Mail />}>
            {partnersCta.emailLabel}
          </ButtonLink>
          <ButtonLink href={brand.external.scheduling} external variant="outline" icon={<CalendarDays />}>
            {partnersCta.scheduleLabel}
          </ButtonLink>
        </Inline>
      </Section>
    </>
  );
}
