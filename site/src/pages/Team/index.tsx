import { Box, Container, Grid, Heading, Inline, Stack, Text } from '@orisun/ui';
import { leadership, teamPage } from '../../content/team.ts';
import { TeamApplicationDialog } from './TeamApplicationDialog.tsx';
import { TeamMemberCard } from './TeamMemberCard.tsx';

/** `/team`: the leadership grid and "Join Our Team". */
export default function TeamPage() {
  return (
    <>
      <Box as="section" aria-labelledby="team-title" background="accentSoft" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container>
          <Stack space="5">
            <Heading level={1} id="team-title">
              {teamPage.heading}
            </Heading>
            <Text size="lg" tone="muted">
              {teamPage.intro}
            </Text>
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="team-leadership" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container>
          <Stack space="6">
            <Heading level={2} id="team-leadership">
              {teamPage.leadershipHeading}
            </Heading>
            <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="4">
              {leadership.map((member) => (
                <TeamMemberCard key={member.id} member={member} />
              ))}
            </Grid>
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="team-join" background="surface" paddingY={{ mobile: '10', desktop: '12' }}>
        <Container width="narrow">
          <Stack space="4">
            <Heading level={2} id="team-join">
              {teamPage.join.heading}
            </Heading>
            <Text size="lg">{teamPage.join.body}</Text>
            <Inline>
              <TeamApplicationDialog triggerLabel={teamPage.join.buttonLabel} />
            </Inline>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
