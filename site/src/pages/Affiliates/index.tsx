import { Mail } from 'lucide-react';
import { Badge, Box, ButtonLink, Card, Container, Grid, Heading, Inline, Stack, Text, VisuallyHidden } from '@orisun/ui';
import * as m from '#messages';
import { affiliates, affiliateTypeLabels, defaultAffiliateLogo, ecosystem, type Affiliate } from '../../content/affiliates.ts';
import { intlLocales, locale } from '../../i18n/index.ts';
import { AffiliateDirectory, affiliateTypeTone } from './AffiliateDirectory.tsx';

/** `one` or `other` (French counts 0 as one): which word follows a count. */
const plural = new Intl.PluralRules(intlLocales[locale]);

export interface AffiliatesViewProps {
  organisations?: readonly Affiliate[];
  /** Resolves logo paths (for Storybook, which does not serve the site's public folder). */
  logoUrl?: (path: string) => string;
}

/** The ecosystem page's content, with its data injectable for stories. */
export function AffiliatesView({ organisations = affiliates, logoUrl }: AffiliatesViewProps) {
  return (
    <Box paddingY={{ mobile: '10', desktop: '12' }}>
      <Container>
        <Stack space="10">
          <Stack space="4">
            <Heading level={1} size="4xl">
              {ecosystem.title}
            </Heading>
            <Text size="lg">{ecosystem.intro}</Text>
          </Stack>

          <Stack as="section" space="4" aria-labelledby="ecosystem-categories">
            <Heading level={2} size="2xl" id="ecosystem-categories">
              {ecosystem.categoriesHeading}
            </Heading>
            <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="4">
              {ecosystem.categories.map((category) => {
                const count = organisations.filter((o) => o.type === category.type).length;
                return (
                  <Card key={category.type}>
                    <Stack space="2">
                      <Inline space="2">
                        <Heading level={3} size="md">
                          {affiliateTypeLabels[category.type]}
                        </Heading>
                        <Badge tone={affiliateTypeTone[category.type]}>
                          {count}
                          <VisuallyHidden> {plural.select(count) === 'one' ? m.affiliates_organisationOne() : m.affiliates_organisationOther()}</VisuallyHidden>
                        </Badge>
                      </Inline>
                      <Text tone="muted">{category.body}</Text>
                    </Stack>
                  </Card>
                );
              })}
            </Grid>
          </Stack>

          <Stack as="section" space="4" aria-labelledby="ecosystem-organisations">
            <Heading level={2} size="2xl" id="ecosystem-organisations">
              {ecosystem.organisationsHeading}
            </Heading>
            <AffiliateDirectory organisations={organisations} fallbackLogo={defaultAffiliateLogo} logoUrl={logoUrl} />
          </Stack>

          <Card as="section" aria-labelledby="ecosystem-join" padding="lg" tone="accent">
            <Stack space="3">
              <Heading level={2} size="xl" id="ecosystem-join">
                {ecosystem.partnersCta.heading}
              </Heading>
              <Text>{ecosystem.partnersCta.body}</Text>
              <Inline space="3">
                <ButtonLink href={ecosystem.partnersCta.href}>{ecosystem.partnersCta.label}</ButtonLink>
                <ButtonLink href={`mailto:${ecosystem.email}`} variant="outline" icon={<Mail />}>
                  {m.affiliates_labelWithEmail({ label: ecosystem.emailLabel, email: ecosystem.email })}
                </ButtonLink>
              </Inline>
            </Stack>
          </Card>
        </Stack>
      </Container>
    </Box>
  );
}

/** `/affiliates`: the Orisun ecosystem. */
export default function AffiliatesPage() {
  return <AffiliatesView />;
}
