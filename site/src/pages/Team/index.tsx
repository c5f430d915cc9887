import { Grid, Inline, PageHero, Section, Text } from '@orisun/ui';
import { leadership, teamPage } from '../../content/team.ts';
import { Island } from '../../islands/Island.tsx';
import TeamJoinButton from './TeamJoinButton.island.tsx';
import { TeamMemberCard } from './TeamMemberCard.tsx';

/** `/team`: the leadership grid and "Join Our Team". */
export default function TeamPage() {
  return (
    <>
      <PageHero headingId="team-title" heading={teamPage.heading} intro={teamPage.intro} />

      <Section headingId="team-leadership" heading={teamPage.leadershipHeading}>
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="4">
          {leadership.map((member) => (
            <TeamMemberCard key={member.id} member={member} />
          ))}
        </Grid>
      </Section>

      <Section headingId="team-join" heading={teamPage.join.heading} background="surface" width="narrow" space="4">
        <Text size="lg">{teamPage.join.body}</Text>
        <Inline>
          <Island component={TeamJoinButton} props={{}} />
        </Inline>
      </Section>
    </>
  );
}
