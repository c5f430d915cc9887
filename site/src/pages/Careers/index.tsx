import { Badge, ButtonLink, Card, Grid, Heading, Inline, Link, PageHero, Section, Stack, Text } from '@orisun/ui';
import * as m from '#messages';
import { careersBenefits, careersHero, careersMailto, careersProcess, careersRoles } from '../../content/careers.ts';

/** `/careers`: benefits, open roles by category with e-mail apply links, the hiring process. */
export default function CareersPage() {
  return (
    <>
      <PageHero headingId="careers-title" heading={careersHero.heading} intro={careersHero.intro} />

      <Section headingId="careers-benefits" heading={careersBenefits.heading}>
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="4">
          {careersBenefits.items.map((b) => (
            <Card key={b.title} padding="lg">
              <Stack space="2">
                <Heading level={3} size="lg">
                  {b.title}
                </Heading>
                <Text tone="muted">{b.description}</Text>
              </Stack>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section headingId="careers-roles" heading={careersRoles.heading} background="surface">
        <Text tone="muted">{careersRoles.intro}</Text>
        {careersRoles.categories.map((category) => (
          <Stack key={category.id} as="section" space="4" aria-labelledby={`roles-${category.id}`}>
            <Stack space="1">
              <Heading level={3} size="xl" id={`roles-${category.id}`}>
                {category.title}
              </Heading>
              <Text tone="muted">{category.description}</Text>
            </Stack>
            <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="4">
              {category.roles.map((role) => (
                <Card key={role.id} padding="md">
                  <Stack space="3">
                    <Heading level={4} size="md">
                      {role.title}
                    </Heading>
                    <Text size="sm" tone="muted">
                      {role.details}
                    </Text>
                    <Link href={careersMailto(m.careers_applicationSubject({ role: role.title }))} aria-label={m.careers_applyRoleLabel({ label: careersRoles.applyLabel, role: role.title })}>
                      {careersRoles.applyLabel}
                    </Link>
                  </Stack>
                </Card>
              ))}
            </Grid>
          </Stack>
        ))}
        <Card padding="lg" tone="accent">
          <Stack space="3">
            <Heading level={3} size="lg">
              {careersRoles.spontaneous.heading}
            </Heading>
            <Text>{careersRoles.spontaneous.body}</Text>
            <Inline>
              <ButtonLink href={careersMailto(careersRoles.spontaneous.subject)} variant="outline">
                {careersRoles.spontaneous.label}
              </ButtonLink>
            </Inline>
          </Stack>
        </Card>
      </Section>

      <Section headingId="careers-process" heading={careersProcess.heading}>
        <Text tone="muted">{careersProcess.intro}</Text>
        <Grid as="ol" columns={{ mobile: 1, tablet: 2, desktop: 5 }} space="4" aria-label={careersProcess.heading}>
          {careersProcess.steps.map((step, i) => (
            <Card key={step.title} padding="md">
              <Stack space="2">
                <Inline>
                  <Badge tone="accent">{m.careers_stepBadge({ number: i + 1 })}</Badge>
                </Inline>
                <Heading level={3} size="lg">
                  {step.title}
                </Heading>
                <Text size="sm" tone="muted">
                  {step.description}
                </Text>
              </Stack>
            </Card>
          ))}
        </Grid>
      </Section>
    </>
  );
}
