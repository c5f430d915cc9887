import { Box, ButtonLink, Container, Inline, PageHero, Section, Stack, Text } from '@orisun/ui';
import { ongoingProjects, projectsPage } from '../../content/projects.ts';
import { ProjectCard } from './ProjectCard.tsx';

/** `/projects`: the ongoing projects, then a call to contact us. */
export default function ProjectsPage() {
  return (
    <>
      <PageHero headingId="projects-title" heading={projectsPage.heading} intro={projectsPage.intro} />

      <Box paddingY={{ mobile: '10', desktop: '12' }}>
        <Container>
          <Stack as="ul" space="5">
            {ongoingProjects.map((project) => (
              <ProjectCard key={project.id} project={project} headingLevel={2} />
            ))}
          </Stack>
        </Container>
      </Box>

      <Section headingId="projects-cta" heading={projectsPage.cta.heading} background="surface" width="narrow" space="4">
        <Text size="lg">{projectsPage.cta.body}</Text>
        <Inline>
          <ButtonLink href={projectsPage.cta.href}>{projectsPage.cta.label}</ButtonLink>
        </Inline>
      </Section>
    </>
  );
}
