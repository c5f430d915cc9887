import { ButtonLink, Inline, Section, Text } from '@orisun/ui';
import { brand } from '../../content/brand.ts';
import { servicesPage } from '../../content/services.ts';

/** 'Ready to transform your business?': a free consultation (external scheduling page) or the case studies. */
export function ServicesBanner() {
  const { banner } = servicesPage;
  return (
    <Section headingId="services-banner-title" heading={banner.heading} background="accentSoft" width="narrow" space="5" align="center">
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
    </Section>
  );
}
