import { Box, ButtonLink, Container, Heading, Inline, Stack, Text } from '@orisun/ui';
import { ongoingProjects, projectsPage } from '../../content/projects.ts';
import { ProjectCard } from './ProjectCard.tsx';

/** `/projects`: the ongoing projects, then a call to contact us. */
export default function ProjectsPage() {
  return (
    <>
      <Box as="section" aria-labelledby="projects-title" background="accentSoft" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container>
          <Stack space="5">
            <Heading level={1} id="projects-title">
              {projectsPage.heading}
            </Heading>
            <Text size="lg" tone="muted">
              {projectsPage.intro}
            </Text>
          </Stack>
        </Container>
      </Box>

      <Box paddingY={{ mobile: '10', desktop: '12' }}>
        <Container>
          <Stack as="ul" space="5">
            {ongoingProjects.map((project) => (
              <ProjectCard key={project.id} project={project} headingLevel={2} />
            ))}
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="projects-cta" background="surface" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container width="narrow">
          <Stack space="4">
            <Heading level={2} id="projects-cta">
              {projectsPage.cta.heading}
            </Heading>
            <Text size="lg">{projectsPage.cta.body}</Text>
            <Inline>
              <ButtonLink href={projectsPage.cta.href}>{projectsPage.cta.label}</ButtonLink>
            </Inline>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
