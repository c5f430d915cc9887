import { CalendarClock, Mail, MessageCircle } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Box, ButtonLink, Card, Container, Grid, Heading, Icon, Inline, Stack, Text } from '@orisun/ui';
import * as m from '#messages';
import { brand } from '../../content/brand.ts';
import { homeCta } from '../../content/home.ts';
import { Island } from '../../islands/Island.tsx';
import ProjectBriefButton from './ProjectBriefButton.island.tsx';

interface ContactOption {
  key: string;
  icon: LucideIcon;
  title: string;
  body: string;
  label: string;
  href: string;
  external: boolean;
}

const options: readonly ContactOption[] = [
  { key: 'chat', icon: MessageCircle, ...homeCta.options.chat, href: brand.external.chat, external: true },
  { key: 'email', icon: Mail, ...homeCta.options.email, label: m.home_ctaEmailButton({ email: brand.email }), href: `mailto:${brand.email}`, external: false },
  { key: 'call', icon: CalendarClock, ...homeCta.options.call, href: brand.external.scheduling, external: true },
];

/** The call-to-action section (anchor #CTA): three ways to reach the company and the project brief. */
export function HomeCta() {
  return (
    <Box as="section" id={homeCta.id} aria-labelledby="home-cta-title" paddingY={{ mobile: '10', desktop: '12' }}>
      <Container>
        <Stack space="6">
          <Stack space="3">
            <Heading level={2} size="3xl" id="home-cta-title">
              {homeCta.heading}
            </Heading>
            <Text size="lg">{homeCta.body}</Text>
          </Stack>
          <Grid as="ul" columns={{ mobile: 1, desktop: 3 }} space="4">
            {options.map((option) => (
              <Card key={option.key}>
                <Stack space="3">
                  <Inline space="2">
                    <Text as="span" tone="accent">
                      <Icon icon={option.icon} size="lg" />
                    </Text>
                    <Heading level={3} size="lg">
                      {option.title}
                    </Heading>
                  </Inline>
                  <Text tone="muted">{option.body}</Text>
                  <Inline>
                    <ButtonLink href={option.href} external={option.external} variant="outline">
                      {option.label}
                    </ButtonLink>
                  </Inline>
                </Stack>
              </Card>
            ))}
          </Grid>
          <Inline>
            <Island component={ProjectBriefButton} props={{}} />
          </Inline>
        </Stack>
      </Container>
    </Box>
  );
}
