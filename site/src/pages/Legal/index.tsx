import { Mail } from 'lucide-react';
import { ButtonLink, Card, CardLink, Grid, Heading, Inline, PageHero, Section, Stack, Text } from '@orisun/ui';
import { brand } from '../../content/brand.ts';
import { legalDisclaimer, legalDocuments, legalHero, legalSupport } from '../../content/legal.ts';

/** `/legal`: the three external documents, legal support by e-mail, the disclaimer. */
export default function LegalPage() {
  const mailto = `mailto:${brand.mailboxes.legal}?subject=${encodeURIComponent(legalSupport.emailSubject)}`;
  return (
    <>
      <PageHero headingId="legal-title" heading={legalHero.heading} intro={legalHero.intro} />

      <Section headingId="legal-documents" heading={legalDocuments.heading}>
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
      </Section>

      <Section headingId="legal-support" heading={legalSupport.heading} background="surface" width="narrow" space="4">
        <Text>{legalSupport.body}</Text>
        <Inline>
          <ButtonLink href={mailto} icon={<Mail />} variant="outline">
            {legalSupport.emailLabel}
          </ButtonLink>
        </Inline>
        <Text size="sm" tone="muted">
          {legalSupport.responseTime}
        </Text>
      </Section>

      <Section headingId="legal-disclaimer" heading={legalDisclaimer.heading} headingSize="xl" width="narrow" space="3">
        <Text size="sm" tone="muted">
          {legalDisclaimer.body}
        </Text>
      </Section>
    </>
  );
}
