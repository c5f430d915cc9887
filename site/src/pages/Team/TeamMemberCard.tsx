import { Avatar, Card, Heading, Inline, Link, SocialIcon, Stack, Text, type SocialNetwork } from '@orisun/ui';
import * as m from '#messages';
import { teamSocialLabels, type TeamMember, type TeamSocialNetwork } from '../../content/team.ts';

const iconFor: Record<TeamSocialNetwork, SocialNetwork> = { linkedin: 'linkedin', twitter: 'x', github: 'github', instagram: 'instagram' };

/** One person of the team: avatar (initials until there is a photo), name, role, real profiles only. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <Card as="article" padding="lg" aria-labelledby={`member-${member.id}`}>
      <Stack space="3" align="center">
        <Avatar name={member.name} src={member.image} size="lg" />
        <Stack space="1" align="center">
          <Heading level={3} size="lg" align="center" id={`member-${member.id}`}>
            {member.name}
          </Heading>
          <Text tone="muted" align="center">
            {member.role}
          </Text>
        </Stack>
        {member.social.length > 0 && (
          <Inline as="ul" space="2" align="center" aria-label={m.team_memberProfilesLabel({ name: member.name })}>
            {member.social.map((s) => (
              <Link key={s.network} href={s.href} external tone="neutral" aria-label={m.team_memberProfileLabel({ name: member.name, network: teamSocialLabels[s.network] })}>
                <SocialIcon network={iconFor[s.network]} />
              </Link>
            ))}
          </Inline>
        )}
      </Stack>
    </Card>
  );
}
