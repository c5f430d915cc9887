import { Mail } from 'lucide-react';
import { Box, ButtonLink, Card, Container, DownloadCard, Grid, Heading, Stack, Text } from '@orisun/ui';
import * as m from '#messages';
import { formatMaxSize, mediaAssets, press } from '../../content/pressMedia.ts';

/** `/PressMedia`: the Press Center. The files under /downloads are generated at build time. */
export default function PressMediaPage() {
  const featured = mediaAssets.filter((a) => a.featured);
  const others = mediaAssets.filter((a) => !a.featured);
  return (
    <Box paddingY={{ mobile: '10', desktop: '12' }}>
      <Container>
        <Stack space="10">
          <Stack space="4">
            <Heading level={1} size="4xl">
              {press.title}
            </Heading>
            <Text size="lg">{press.intro}</Text>
          </Stack>

          <Stack as="section" space="4" aria-labelledby="press-facts">
            <Heading level={2} size="2xl" id="press-facts">
              {m.pressMedia_factsHeading()}
            </Heading>
            <Grid as="ul" columns={{ mobile: 2, tablet: 3 }} space="4">
              {press.facts.map((fact) => (
                <Card key={fact.label} padding="md">
                  <Stack space="1">
                    <Text size="sm" tone="muted">
                      {fact.label}
                    </Text>
                    <Text size="lg" weight="bold">
                      {fact.value}
                    </Text>
                  </Stack>
                </Card>
              ))}
            </Grid>
          </Stack>

          <Stack as="section" space="3" aria-labelledby="press-vision">
            <Heading level={2} size="2xl" id="press-vision">
              {press.vision.heading}
            </Heading>
            <Text size="lg">{press.vision.body}</Text>
          </Stack>

          <Stack as="section" space="4" aria-labelledby="press-values">
            <Heading level={2} size="2xl" id="press-values">
              {m.pressMedia_valuesHeading()}
            </Heading>
            <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="4">
              {press.values.map((value) => (
                <Card key={value.title}>
                  <Stack space="2">
                    <Heading level={3} size="md">
                      {value.title}
                    </Heading>
                    <Text tone="muted">{value.body}</Text>
                  </Stack>
                </Card>
              ))}
            </Grid>
          </Stack>

          <Stack as="section" space="4" aria-labelledby="press-assets">
            <Stack space="2">
              <Heading level={2} size="2xl" id="press-assets">
                {press.assetsHeading}
              </Heading>
              <Text tone="muted">{press.assetsIntro}</Text>
            </Stack>
            {featured.map((asset) => (
              <DownloadCard
                key={asset.id}
                name={asset.name}
                description={asset.description}
                href={asset.download}
                fileType={asset.type}
                size={formatMaxSize(asset.maxBytes)}
                featured
                featuredLabel={press.featuredLabel}
                downloadLabel={press.downloadLabel}
              />
            ))}
            <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="4">
              {others.map((asset) => (
                <DownloadCard
                  key={asset.id}
                  name={asset.name}
                  description={asset.description}
                  href={asset.download}
                  fileType={asset.type}
                  size={formatMaxSize(asset.maxBytes)}
                  downloadLabel={press.downloadLabel}
                />
              ))}
            </Grid>
          </Stack>

          <Stack as="section" space="4" aria-labelledby="press-contact">
            <Heading level={2} size="2xl" id="press-contact">
              {press.contact.heading}
            </Heading>
            <Text>{press.contact.body}</Text>
            <Grid columns={{ mobile: 1, tablet: 2 }} space="4">
              <ButtonLink href={`mailto:${press.contact.pressEmail}`} icon={<Mail />}>
                {m.pressMedia_labelWithEmail({ label: press.contact.pressLabel, email: press.contact.pressEmail })}
              </ButtonLink>
              <ButtonLink href={`mailto:${press.contact.partnershipEmail}`} variant="outline" icon={<Mail />}>
                {m.pressMedia_labelWithEmail({ label: press.contact.partnershipLabel, email: press.contact.partnershipEmail })}
              </ButtonLink>
            </Grid>
          </Stack>

          <Card as="section" aria-labelledby="press-boilerplate" padding="lg">
            <Stack space="3">
              <Heading level={2} size="xl" id="press-boilerplate">
                {press.boilerplate.heading}
              </Heading>
              <Text>{press.boilerplate.body}</Text>
            </Stack>
          </Card>
        </Stack>
      </Container>
    </Box>
  );
}
