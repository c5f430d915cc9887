import { Box, Container, Grid, Heading, Inline, Link, SocialIcon, Stack, Text } from '@orisun/ui';
import { Island } from '../islands/Island.tsx';
import { brand, formatAddress, headOffice, mapsSearchUrl } from '../content/brand.ts';
import { footerColumns, isExternalHref } from '../content/navigation.ts';
import PartnerTicker from './PartnerTicker.island.tsx';
import { BrandMark } from './BrandMark.tsx';

/** The shared footer: partner ticker, logo and address, the three link columns, social links, ©. */
export function SiteFooter() {
  return (
    <Box as="footer" background="sunken" paddingTop="7" paddingBottom="8">
      <Stack space="8">
        <Container>
          {/* At the foot of every page: its pause button hydrates when the footer comes near, not with the page. */}
          <Island component={PartnerTicker} props={{}} load="visible" />
        </Container>
        <Container>
          <Grid columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="7">
            <Stack space="3">
              <Link href="/" tone="neutral" underline="hover" aria-label={`${brand.name} home`}>
                <Inline space="2" as="span">
                  <BrandMark size={28} />
                </Inline>
              </Link>
              <Text tone="muted">{brand.tagline}</Text>
              <Link href={mapsSearchUrl(headOffice)} external tone="muted">
                {formatAddress(headOffice)}
              </Link>
            </Stack>
            {footerColumns.map((column) => (
              <Box as="nav" aria-label={column.title} key={column.title}>
                <Stack space="3">
                  <Heading level={2} size="md">
                    {column.title}
                  </Heading>
                  <Stack as="ul" space="2">
                    {column.links.map((link) => (
                      <Link key={link.href} href={link.href} external={isExternalHref(link.href)} tone="muted" underline="hover">
                        {link.label}
                      </Link>
                    ))}
                  </Stack>
                </Stack>
              </Box>
            ))}
          </Grid>
        </Container>
        <Container>
          <Inline align="between" space="4">
            <Text size="sm" tone="muted">
              © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {brand.name}. All rights reserved.
            </Text>
            <Inline as="ul" space="2" aria-label="Social media">
              {brand.social.map((profile) => (
                <Link key={profile.network} href={profile.href} tone="muted" aria-label={profile.label}>
                  <SocialIcon network={profile.network} />
                </Link>
              ))}
            </Inline>
          </Inline>
        </Container>
      </Stack>
    </Box>
  );
}
