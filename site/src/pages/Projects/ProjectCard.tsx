import { Card, Heading, Inline, ProgressBar, Stack, Tag, Text } from '@orisun/ui';
import { projectsPage, type OngoingProject } from '../../content/projects.ts';

export interface ProjectCardProps {
  project: OngoingProject;
  /** Heading level of the project title in the page outline. Default 3. */
  headingLevel?: 2 | 3;
}

/** One ongoing project: title, description, a real progress bar and its technology tags. */
export function ProjectCard({ project, headingLevel = 3 }: ProjectCardProps) {
  const titleId = `project-${project.id}`;
  return (
    <Card as="article" padding="lg" aria-labelledby={titleId} id={project.id}>
      <Stack space="4">
        <Heading level={headingLevel} size="xl" id={titleId}>
          {project.title}
        </Heading>
        <Text tone="muted">{project.description}</Text>
        <ProgressBar label={projectsPage.progressLabel} value={project.progress} />
        <Stack space="2">
          <Text as="span" size="sm" weight="semibold" id={`${titleId}-tech`}>
            {projectsPage.techLabel}
          </Text>
          <Inline as="ul" space="2" aria-labelledby={`${titleId}-tech`}>
            {project.tech.map((t) => (
              <Tag key={t}>{t}</Tag>
            ))}
          </Inline>
        </Stack>
      </Stack>
    </Card>
  );
}
