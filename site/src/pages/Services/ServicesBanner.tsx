import { Box, ButtonLink, Container, Heading, Inline, Stack, Text } from '@orisun/ui';
import { brand } from '../../content/brand.ts';
import { servicesPage } from '../../content/services.ts';

/** 'Ready to transform your business?': a free consultation (external scheduling page) or the case studies. */
export function ServicesBanner() {
  const { banner } = servicesPage;
  return (
    <Box as="section" aria-labelledby="services-banner-title" background="accentSoft" paddingY={{ mobile: '10', desktop: '12' }}>
      <Container width="narrow">
        <Stack space="5" align="center">
          <Heading level={2} size="3xl" align="center" id="services-banner-title">
            {banner.heading}
          </Heading>
          <Text size="lg" align="center">
            {banner.body}
          </Text>
          <Inline space="3" align="center">
            <ButtonLink href={brand.external.scheduling} external size="lg">
              {banner.consultation}
            </ButtonLink>
            <ButtonLink href={banner.caseStudies.href} variant="outline" size="lg">
              {banner.caseStudies.label}
            </ButtonLink>
          </Inline>
        </Stack>
      </Container>
    </Box>
  );
}
