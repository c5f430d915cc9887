import { Box, ButtonLink, Card, Container, Grid, Heading, Inline, Link, Stack, Stat, StatGroup, Text } from '@orisun/ui';
import { aboutCta, aboutHero, aboutLocations, aboutPrinciples, aboutProjects, aboutStats, aboutStory } from '../../content/about.ts';
import { brand } from '../../content/brand.ts';
import { ongoingProjects } from '../../content/projects.ts';
import { ProjectCard } from '../Projects/ProjectCard.tsx';

/** `/about`: who we are, in numbers, story, principles, offices and what we are building. */
export default function AboutPage() {
  return (
    <>
      <Box as="section" aria-labelledby="about-title" background="accentSoft" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container>
          <Stack space="5">
            <Text size="sm" weight="semibold" tone="accent">
              {aboutHero.eyebrow}
            </Text>
            <Heading level={1} id="about-title">
              {aboutHero.heading}
            </Heading>
            <Text size="lg" tone="muted">
              {aboutHero.intro}
            </Text>
            <StatGroup aria-label={aboutStats.label}>
              {aboutStats.items.map((s) => (
                <Stat key={s.label} value={s.value} label={s.label} />
              ))}
            </StatGroup>
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="about-story" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container width="narrow">
          <Stack space="4">
            <Heading level={2} id="about-story">
              {aboutStory.heading}
            </Heading>
            {aboutStory.paragraphs.map((p) => (
              <Text key={p.slice(0, 24)}>{p}</Text>
            ))}
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="about-principles" background="surface" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container>
          <Stack space="6">
            <Heading level={2} id="about-principles">
              {aboutPrinciples.heading}
            </Heading>
            <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="4">
              {aboutPrinciples.items.map((p) => (
                <Card key={p.title} padding="lg">
                  <Stack space="3">
                    <Heading level={3} size="lg">
                      {p.title}
                    </Heading>
                    <Text tone="muted">{p.description}</Text>
                  </Stack>
                </Card>
              ))}
            </Grid>
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="about-locations" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container>
          <Stack space="6">
            <Heading level={2} id="about-locations">
              {aboutLocations.heading}
            </Heading>
            <Text tone="muted">{aboutLocations.intro}</Text>
            <Grid as="ul" columns={{ mobile: 1, tablet: 3 }} space="4">
              {brand.offices.map((office) => (
                <Card key={office.id} padding="lg">
                  <Stack space="2">
                    <Heading level={3} size="lg">
                      {office.city}
                    </Heading>
                    <Text weight="medium">{office.country}</Text>
                    <Text size="sm" tone="muted">
                      {office.street}, {office.region}
                    </Text>
                  </Stack>
                </Card>
              ))}
            </Grid>
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="about-projects" background="surface" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container>
          <Stack space="6">
            <Heading level={2} id="about-projects">
              {aboutProjects.heading}
            </Heading>
            <Text tone="muted">{aboutProjects.intro}</Text>
            <Stack space="4">
              {ongoingProjects.map((project) => (
                <ProjectCard key={project.id} project={project} />
              ))}
            </Stack>
            <Inline>
              <Link href={aboutProjects.allProjectsHref}>
                {aboutProjects.allProjectsLabel}
              </Link>
            </Inline>
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="about-cta" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container width="narrow">
          <Stack space="5">
            <Heading level={2} id="about-cta">
              {aboutCta.heading}
            </Heading>
            <Text size="lg">{aboutCta.body}</Text>
            <Inline space="3">
              <ButtonLink href={aboutCta.contact.href}>
                {aboutCta.contact.label}
              </ButtonLink>
              <ButtonLink href={aboutCta.careers.href} variant="outline">
                {aboutCta.careers.label}
              </ButtonLink>
            </Inline>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
