import { ButtonLink, Container, Heading, Inline, Stack, Text, Box } from '@orisun/ui';
import { notFound } from '../../content/notFound.ts';
import { localeHref } from '../../i18n/index.ts';
import { GoBackButton } from './GoBackButton.tsx';

/** Any unknown path (the server answers it with status 404 and this page, from 404.html). */
export default function NotFoundPage() {
  return (
    <Box paddingY={{ mobile: '10', desktop: '12' }}>
      <Container width="narrow">
        <Stack space="5" align="center">
          <Text size="xl" weight="bold" tone="muted" aria-hidden="true">
            404
          </Text>
          <Heading level={1} size="4xl" align="center">
            {notFound.title}
          </Heading>
          <Text align="center">{notFound.body}</Text>
          <Inline space="3" align="center">
            <ButtonLink href={localeHref('/')}>{notFound.home}</ButtonLink>
            <ButtonLink href={localeHref('/contact')} variant="outline">
              {notFound.support}
            </ButtonLink>
            <GoBackButton>{notFound.back}</GoBackButton>
          </Inline>
        </Stack>
      </Container>
    </Box>
  );
}
