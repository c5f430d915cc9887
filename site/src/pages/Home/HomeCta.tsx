import { Mail, Phone } from 'lucide-react';
import { Box, ButtonLink, Container, Heading, Inline, Stack, Text } from '@orisun/ui';
import { brand } from '../../content/brand.ts';
import { homeCta } from '../../content/home.ts';

/** The call-to-action section (anchor #CTA): how to reach the company. */
export function HomeCta() {
  return (
    <Box as="section" id={homeCta.id} aria-labelledby="home-cta-title" paddingY={{ mobile: '10', desktop: '12' }}>
      <Container width="narrow">
        <Stack space="5">
          <Heading level={2} size="3xl" id="home-cta-title">
            {homeCta.heading}
          </Heading>
          <Text size="lg">{homeCta.body}</Text>
          <Inline as="ul" space="3">
            <ButtonLink href={`mailto:${brand.email}`} variant="outline" icon={<Mail />}>
              {homeCta.emailLabel}: {brand.email}
            </ButtonLink>
            <ButtonLink href={`tel:${brand.phone.e164}`} variant="outline" icon={<Phone />}>
              {homeCta.phoneLabel}: {brand.phone.display}
            </ButtonLink>
          </Inline>
        </Stack>
      </Container>
    </Box>
  );
}
