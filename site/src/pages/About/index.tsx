import { ButtonLink, Card, Grid, Heading, Inline, Link, PageHero, Section, Stack, Stat, StatGroup, Text } from '@orisun/ui';
import { aboutCta, aboutHero, aboutLocations, aboutPrinciples, aboutProjects, aboutStats, aboutStory } from '../../content/about.ts';
import { brand } from '../../content/brand.ts';
import { officeCountry, officeRegion } from '../../content/officeFacts.ts';
import { ongoingProjects } from '../../content/projects.ts';
import { ProjectCard } from '../Projects/ProjectCard.tsx';

/** `/about`: who we are, in numbers, story, principles, offices and what we are building. */
export default function AboutPage() {
  return (
    <>
      <PageHero headingId="about-title" eyebrow={aboutHero.eyebrow} heading={aboutHero.heading} intro={aboutHero.intro}>
        <StatGroup aria-label={aboutStats.label}>
          {aboutStats.items.map((s) => (
            <Stat key={s.label} value={s.value} label={s.label} />
          ))}
        </StatGroup>
      </PageHero>

      <Section headingId="about-story" heading={aboutStory.heading} width="narrow" space="4">
        {aboutStory.paragraphs.map((p) => (
          <Text key={p.slice(0, 24)}>{p}</Text>
        ))}
      </Section>

      <Section headingId="about-principles" heading={aboutPrinciples.heading} background="surface">
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
      </Section>

      <Section headingId="about-locations" heading={aboutLocations.heading}>
        <Text tone="muted">{aboutLocations.intro}</Text>
        <Grid as="ul" columns={{ mobile: 1, tablet: 3 }} space="4">
          {brand.offices.map((office) => (
            <Card key={office.id} padding="lg">
              <Stack space="2">
                <Heading level={3} size="lg">
                  {office.city}
                </Heading>
                <Text weight="medium">{officeCountry(office)}</Text>
                <Text size="sm" tone="muted">
                  {office.street}, {officeRegion(office)}
                </Text>
              </Stack>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section headingId="about-projects" heading={aboutProjects.heading} background="surface">
        <Text tone="muted">{aboutProjects.intro}</Text>
        <Stack space="4">
          {ongoingProjects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </Stack>
        <Inline>
          <Link href={aboutProjects.allProjectsHref}>{aboutProjects.allProjectsLabel}</Link>
        </Inline>
      </Section>

      <Section headingId="about-cta" heading={aboutCta.heading} width="narrow" space="5">
        <Text size="lg">{aboutCta.body}</Text>
        <Inline space="3">
          <ButtonLink href={aboutCta.contact.href}>{aboutCta.contact.label}</ButtonLink>
          <ButtonLink href={aboutCta.careers.href} variant="outline">
            {aboutCta.careers.label}
          </ButtonLink>
        </Inline>
      </Section>
    </>
  );
}
