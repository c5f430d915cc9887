import { Badge, Card, CardLink, Grid, Heading, Inline, Logo, Stack, Text, type BadgeProps } from '@orisun/ui';
import { affiliateTypeLabels, isExternalLink, type Affiliate, type AffiliateType } from '../../content/affiliates.ts';

/** The badge tone of each affiliation type (the word carries the meaning). */
export const affiliateTypeTone: Record<AffiliateType, NonNullable<BadgeProps['tone']>> = {
  Subsidiary: 'accent',
  'Strategic Partner': 'info',
  'Technology Alliance': 'neutral',
  'Global Network': 'positive',
};

export interface AffiliateDirectoryProps {
  organisations: readonly Affiliate[];
  /** Shown when an organisation's logo fails to load. */
  fallbackLogo: string;
  /** Resolves a logo path to a URL (Storybook serves the logos from elsewhere). Default: as is. */
  logoUrl?: (path: string) => string;
}

/** The affiliated organisations: logo, type badge, description and a link (external ones open in a new tab). */
export function AffiliateDirectory({ organisations, fallbackLogo, logoUrl = (p) => p }: AffiliateDirectoryProps) {
  return (
    <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="4">
      {organisations.map((org) => (
        <Card key={org.id} as="article" aria-labelledby={`affiliate-${org.id}`}>
          <Stack space="3">
            <Inline space="3" alignY="center">
              <Logo src={logoUrl(org.logo)} fallbackSrc={logoUrl(fallbackLogo)} alt="" width={56} height={56} />
              <Stack space="1">
                <Heading level={3} size="lg" id={`affiliate-${org.id}`}>
                  {org.name}
                </Heading>
                <span>
                  <Badge tone={affiliateTypeTone[org.type]}>{affiliateTypeLabels[org.type]}</Badge>
                </span>
              </Stack>
            </Inline>
            <Text tone="muted">{org.description}</Text>
            <Text weight="semibold">
              <CardLink href={org.link} external={isExternalLink(org.link)}>
                {org.linkLabel}
              </CardLink>
            </Text>
          </Stack>
        </Card>
      ))}
    </Grid>
  );
}
