import { Badge, Box, ButtonLink, Card, Container, Grid, Heading, Inline, Link, Stack, Text } from '@orisun/ui';
import { careersBenefits, careersHero, careersMailto, careersProcess, careersRoles } from '../../content/careers.ts';

/** `/careers`: benefits, open roles by category with e-mail apply links, the hiring process. */
export default function CareersPage() {
  return (
    <>
      <Box as="section" aria-labelledby="careers-title" background="accentSoft" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container>
          <Stack space="5">
            <Heading level={1} id="careers-title">
              {careersHero.heading}
            </Heading>
            <Text size="lg" tone="muted">
              {careersHero.intro}
            </Text>
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="careers-benefits" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container>
          <Stack space="6">
            <Heading level={2} id="careers-benefits">
              {careersBenefits.heading}
            </Heading>
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
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="careers-roles" background="surface" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container>
          <Stack space="6">
            <Heading level={2} id="careers-roles">
              {careersRoles.heading}
            </Heading>
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
                        <Link href={careersMailto(`Application: ${role.title}`)} aria-label={`${careersRoles.applyLabel}: ${role.title}`}>
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
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="careers-process" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container>
          <Stack space="6">
            <Heading level={2} id="careers-process">
              {careersProcess.heading}
            </Heading>
            <Text tone="muted">{careersProcess.intro}</Text>
            <Grid as="ol" columns={{ mobile: 1, tablet: 2, desktop: 5 }} space="4" aria-label={careersProcess.heading}>
              {careersProcess.steps.map((step, i) => (
                <Card key={step.title} padding="md">
                  <Stack space="2">
                    <Inline>
                      <Badge tone="accent">Step {i + 1}</Badge>
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
          </Stack>
        </Container>
      </Box>
    </>
  );
}
