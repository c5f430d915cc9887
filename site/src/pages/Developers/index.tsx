import { ArrowLeft, Mail } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { Box, ButtonLink, Card, Grid, Heading, Inline, PageHero, Section, Stack, Text } from '@orisun/ui';
import { contactDevTeamHref, developerPortal, developerSection } from '../../content/developers.ts';
import { basePath, localeHref } from '../../i18n/index.ts';
import { Island } from '../../islands/Island.tsx';
import WaitlistIsland from './Waitlist.island.tsx';

/**
 * `/developers/*`: the Developer Portal waitlist (docs/product.md §2.8). 'Developer Portal coming soon',
 * what this part of the portal will hold (`/developers/api-docs`, `/developers/dev-resources`;
 * any other path under /developers shows the general text), the e-mail field with
 * 'Get Early Access', 'Back to Home' and 'Contact Dev Team'. The form's toasts need a
 * ToastProvider, which this page brings itself (the marketing pages' first load has none).
 */
export default function DevelopersPage() {
  // From the path itself (`/developers/api-docs/` -> `api-docs`, `/fr/developers/api-docs` too), whichever route rendered the page.
  const section = developerSection(basePath(useLocation().pathname).replace(/^\/developers\/?/, '').replace(/\/+$/, ''));
  return (
    <>
      <PageHero
        headingId="developers-title"
        eyebrow={section?.title ?? developerPortal.eyebrow}
        heading={developerPortal.heading}
        intro={section ? `${section.intro} ${developerPortal.intro}` : developerPortal.intro}
      >
        {/* A form at reading width: a field as wide as the page is hard to take in. */}
        <Box maxWidth="narrow">
          <Stack space="6">
            <Island component={WaitlistIsland} props={{}} />
            <Inline space="3">
              <ButtonLink href={localeHref('/')} variant="outline" icon={<ArrowLeft />}>
                {developerPortal.homeLabel}
              </ButtonLink>
              <ButtonLink href={contactDevTeamHref} variant="ghost" icon={<Mail />}>
                {developerPortal.contactLabel}
              </ButtonLink>
            </Inline>
          </Stack>
        </Box>
      </PageHero>

      <Section headingId="developers-coming" heading={developerPortal.coming.heading}>
        <Grid as="ul" columns={{ mobile: 1, tablet: 3 }} space="4">
          {developerPortal.coming.items.map((item) => (
            <Card key={item.title} padding="lg">
              <Stack space="2">
                <Heading level={3} size="lg">
                  {item.title}
                </Heading>
                <Text tone="muted">{item.body}</Text>
              </Stack>
            </Card>
          ))}
        </Grid>
      </Section>
    </>
  );
}
