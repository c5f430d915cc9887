import { CalendarDays, Check, Mail } from 'lucide-react';
import { Box, ButtonLink, Card, Container, Grid, Heading, Icon, Inline, Stack, Text } from '@orisun/ui';
import { brand } from '../../content/brand.ts';
import { partnersCta, partnersExpect, partnersGrowth, partnersHero, partnershipModels } from '../../content/partnersPage.ts';

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <Stack as="ul" space="3">
      {items.map((item) => (
        <Inline key={item} space="2" alignY="top">
          <Text as="span" tone="positive">
            <Icon icon={Check} />
          </Text>
          <Text as="span">{item}</Text>
        </Inline>
      ))}
    </Stack>
  );
}

/** `/partners`: shared growth, the four partnership models, what to expect, how to get in touch. */
export default function PartnersPage() {
  const mailto = `mailto:${brand.mailboxes.partners}?subject=${encodeURIComponent(partnersCta.emailSubject)}`;
  return (
    <>
      <Box as="section" aria-labelledby="partners-title" background="accentSoft" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container>
          <Stack space="5">
            <Heading level={1} id="partners-title">
              {partnersHero.heading}
            </Heading>
            <Text size="lg" tone="muted">
              {partnersHero.intro}
            </Text>
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="partners-growth" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container width="narrow">
          <Stack space="5">
            <Heading level={2} id="partners-growth">
              {partnersGrowth.heading}
            </Heading>
            <CheckList items={partnersGrowth.points} />
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="partners-models" background="surface" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container>
          <Stack space="6">
            <Heading level={2} id="partners-models">
              {partnershipModels.heading}
            </Heading>
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
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="partners-expect" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container width="narrow">
          <Stack space="5">
            <Heading level={2} id="partners-expect">
              {partnersExpect.heading}
            </Heading>
            <CheckList items={partnersExpect.items} />
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="partners-cta" background="surface" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container width="narrow">
          <Stack space="4">
            <Heading level={2} id="partners-cta">
              {partnersCta.heading}
            </Heading>
            <Text size="lg">{partnersCta.body}</Text>
            <Inline space="3">
              <ButtonLink href={mailto} icon={<Mail />}>
                {partnersCta.emailLabel}
              </ButtonLink>
              <ButtonLink href={brand.external.scheduling} external variant="outline" icon={<CalendarDays />}>
                {partnersCta.scheduleLabel}
              </ButtonLink>
            </Inline>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
