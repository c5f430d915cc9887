import { ArrowLeft, Mail } from 'lucide-react';
import { Badge, Box, ButtonLink, Container, Heading, Inline, Link, Logo, Stack, Text } from '@orisun/ui';
import * as m from '#messages';
import { affiliateById, affiliateTypeLabels, defaultAffiliateLogo, type AffiliatePage } from '../../content/affiliates.ts';
import { localeHref } from '../../i18n/index.ts';
import { affiliateTypeTone } from './AffiliateDirectory.tsx';

export interface AffiliateDetailProps {
  /** The page's copy (`content/emea.ts`), which names the affiliate it details. */
  page: AffiliatePage;
  /** Resolves logo paths (Storybook). Default: as is. */
  logoUrl?: (path: string) => string;
}

/** One affiliate's page: who they are, what they do with us, a contact link and the way back. */
export function AffiliateDetail({ page, logoUrl = (p) => p }: AffiliateDetailProps) {
  const org = affiliateById(page.affiliateId);
  if (!org) throw new Error(`AffiliateDetail: no affiliate ${page.affiliateId}`);
  return (
    <Box paddingY={{ mobile: '10', desktop: '12' }}>
      <Container width="narrow">
        <Stack space="8">
          <Link href={localeHref('/affiliates')}>
            <Inline space="1" as="span">
              <ArrowLeft aria-hidden="true" size="1em" />
              {m.affiliates_backToEcosystem()}
            </Inline>
          </Link>
          <Stack space="4">
            <Inline space="4">
              <Logo src={logoUrl(org.logo)} fallbackSrc={logoUrl(defaultAffiliateLogo)} alt="" width={72} height={72} loading="eager" />
              <Badge tone={affiliateTypeTone[org.type]}>{affiliateTypeLabels[org.type]}</Badge>
            </Inline>
            <Heading level={1} size="4xl">
              {page.title}
            </Heading>
            <Text size="lg">{page.lead}</Text>
          </Stack>
          <Stack as="section" space="3" aria-labelledby="affiliate-about">
            <Heading level={2} size="2xl" id="affiliate-about">
              {m.affiliates_whoTheyAre()}
            </Heading>
            <Text>{page.about}</Text>
          </Stack>
          <Stack as="section" space="3" aria-labelledby="affiliate-with">
            <Heading level={2} size="2xl" id="affiliate-with">
              {page.withOrisun.heading}
            </Heading>
            <Stack as="ul" space="2">
              {page.withOrisun.items.map((item) => (
                <Text key={item}>
                  {item}
                </Text>
              ))}
            </Stack>
          </Stack>
          <Inline space="3">
            <ButtonLink href={`mailto:${page.contact.email}`} icon={<Mail />}>
              {m.affiliates_labelWithEmail({ label: page.contact.label, email: page.contact.email })}
            </ButtonLink>
            <ButtonLink href={localeHref('/affiliates')} variant="outline">
              {m.affiliates_allAffiliates()}
            </ButtonLink>
          </Inline>
        </Stack>
      </Container>
    </Box>
  );
}
