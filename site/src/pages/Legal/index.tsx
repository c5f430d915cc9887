import { Mail } from 'lucide-react';
import { Box, ButtonLink, Card, CardLink, Container, Grid, Heading, Inline, Stack, Text } from '@orisun/ui';
import { brand } from '../../content/brand.ts';
import { legalDisclaimer, legalDocuments, legalHero, legalSupport } from '../../content/legal.ts';

/** `/legal`: the three external documents, legal support by e-mail, the disclaimer. */
export default function LegalPage() {
  const mailto = `mailto:${brand.mailboxes.legal}?subject=${encodeURIComponent(legalSupport.emailSubject)}`;
  return (
    <>
      <Box as="section" aria-labelledby="legal-title" background="accentSoft" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container>
          <Stack space="5">
            <Heading level={1} id="legal-title">
              {legalHero.heading}
            </Heading>
            <Text size="lg" tone="muted">
              {legalHero.intro}
            </Text>
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="legal-documents" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container>
          <Stack space="6">
            <Heading level={2} id="legal-documents">
              {legalDocuments.heading}
            </Heading>
            <Grid as="ul" columns={{ mobile: 1, tablet: 3 }} space="4">
              {legalDocuments.items.map((doc) => (
                <Card key={doc.id} padding="lg">
                  <Stack space="2">
                    <Heading level={3} size="lg">
                      <CardLink href={doc.href} external>
                        {doc.title}
                      </CardLink>
                    </Heading>
                    <Text tone="muted">{doc.description}</Text>
                  </Stack>
                </Card>
              ))}
            </Grid>
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="legal-support" background="surface" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container width="narrow">
          <Stack space="4">
            <Heading level={2} id="legal-support">
              {legalSupport.heading}
            </Heading>
            <Text>{legalSupport.body}</Text>
            <Inline>
              <ButtonLink href={mailto} icon={<Mail />} variant="outline">
                {legalSupport.emailLabel}
              </ButtonLink>
            </Inline>
            <Text size="sm" tone="muted">
              {legalSupport.responseTime}
            </Text>
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="legal-disclaimer" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container width="narrow">
          <Stack space="3">
            <Heading level={2} size="xl" id="legal-disclaimer">
              {legalDisclaimer.heading}
            </Heading>
            <Text size="sm" tone="muted">
              {legalDisclaimer.body}
            </Text>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
