import { Box, Container, Grid, Heading, Inline, Link, SocialIcon, Stack, Text } from '@orisun/ui';
import * as m from '#messages';
import { useLocation } from 'react-router-dom';
import { Island } from '../islands/Island.tsx';
import { languageNames, languageSwitchHref, locale, localeHref, pageLanguages } from '../i18n/index.ts';
import { brand, headOffice, mapsSearchUrl } from '../content/brand.ts';
import { officeAddress } from '../content/officeFacts.ts';
import { isExternalHref } from '../content/navigation.ts';
import { footerColumns } from '../content/footer.ts';
import PartnerTicker from './PartnerTicker.island.tsx';
import { BrandMark } from './BrandMark.tsx';

/** The shared footer: partner ticker, logo and address, the three link columns, social links, ©. */
export function SiteFooter() {
  const { pathname } = useLocation();
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
              <Link href={localeHref('/')} tone="neutral" underline="hover" aria-label={m.navigation_homeLabel({ brand: brand.name })}>
                <Inline space="2" as="span">
                  <BrandMark size={28} />
                </Inline>
              </Link>
              <Text tone="muted">{brand.tagline}</Text>
              <Link href={mapsSearchUrl(headOffice)} external tone="muted">
                {officeAddress(headOffice)}
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
              © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {m.navigation_rightsReserved({ brand: brand.name })}
            </Text>
            <LanguageLinks pathname={pathname} />
            <Inline as="ul" space="2" aria-label={m.navigation_socialMedia()}>
              {brand.social.map((profile) => (
                <Link key={profile.network} href={profile.href} tone="muted" aria-label={socialLabel(profile.label)}>
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

/**
 * A social profile's name in the page's language: the company's facts say "Orisun Software on LinkedIn"; the network's
 * own name is what follows "on".
 */
function socialLabel(label: string): string {
  const network = label.slice(label.lastIndexOf(' on ') + ' on '.length);
  return m.navigation_socialProfile({ brand: brand.name, network });
}

/** The page in each language it exists in: the current language marked, the other one a link that stays on this page. */
function LanguageLinks({ pathname }: { pathname: string }) {
  const versions = pageLanguages(pathname);
  if (versions.length < 2) return null;
  return (
    <Box as="nav" aria-label={m.navigation_language()}>
      <Inline as="ul" space="3">
        {versions.map((version) => (
          <Link
            key={version.language}
            href={version.language === locale ? version.path : languageSwitchHref(version.language, version.path)}
            lang={version.language}
            hrefLang={version.language}
            aria-current={version.language === locale ? 'true' : undefined}
            data-language-choice={version.language}
            tone="muted"
            underline="hover"
          >
            {languageNames[version.language].name}
          </Link>
        ))}
      </Inline>
    </Box>
  );
}
