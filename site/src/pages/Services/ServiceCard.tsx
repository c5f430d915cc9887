import { ArrowRight, Check, Download } from 'lucide-react';
import { Button, ButtonLink, Card, CardButton, Fact, Heading, Icon, Inline, Modal, Stack, Text } from '@orisun/ui';
import { brand } from '../../content/brand.ts';
import { servicesPage, type ServiceDetail } from '../../content/services.ts';

export interface ServiceCardProps {
  service: ServiceDetail;
  /** Highlights the card (alternate cards on the page). */
  highlighted?: boolean;
}

function FeatureList({ features }: { features: ServiceDetail['features'] }) {
  return (
    <Stack as="ul" space="2">
      {features.map((feature) => (
        <Fact key={feature} icon={Check} iconTone="positive">
          {feature}
        </Fact>
      ))}
    </Stack>
  );
}

/**
 * One service: title, description, four features and its call to action. The whole card opens
 * the service detail overlay (key features, approach, the call to action and the service sheet);
 * closing it returns focus to the card. The card's `id` is the `/services#<id>` anchor.
 */
export function ServiceCard({ service, highlighted = false }: ServiceCardProps) {
  const { detail } = servicesPage;
  return (
    <Modal.Root>
      <Card as="article" id={service.id} tone={highlighted ? 'accent' : undefined} aria-labelledby={`${service.id}-title`}>
        <Stack space="4">
          <Heading level={3} size="xl" id={`${service.id}-title`}>
            <Modal.Trigger asChild>
              <CardButton aria-haspopup="dialog">{service.title}</CardButton>
            </Modal.Trigger>
          </Heading>
          <Text tone="muted">{service.description}</Text>
          <FeatureList features={service.features} />
          <Inline space="2">
            <Text as="span" weight="semibold" tone="accent">
              {service.cta}
            </Text>
            <Text as="span" tone="accent">
              <Icon icon={ArrowRight} size="sm" />
            </Text>
          </Inline>
        </Stack>
      </Card>
      <Modal.Content title={service.title} description={service.description} size="lg">
        <Modal.Body>
          <Stack space="6">
            <Stack space="3">
              <Heading level={3} size="lg">
                {detail.featuresHeading}
              </Heading>
              <FeatureList features={service.features} />
            </Stack>
            <Stack space="3">
              <Heading level={3} size="lg">
                {detail.approachHeading}
              </Heading>
              <Stack as="ol" space="3">
                {service.approach.map((step, index) => (
                  <Stack key={step.step} space="1">
                    <Text weight="semibold">
                      {index + 1}. {step.step}
                    </Text>
                    <Text tone="muted">{step.detail}</Text>
                  </Stack>
                ))}
              </Stack>
            </Stack>
            <Text size="sm" tone="muted">
              {detail.ctaNote}
            </Text>
          </Stack>
        </Modal.Body>
        <Modal.Footer>
          <Button asChild variant="outline" icon={<Download />}>
            <a href={service.sheet} download>
              {detail.sheetLabel} ({detail.sheetFormat})
            </a>
          </Button>
          <ButtonLink href={brand.external.scheduling} external>
            {service.cta}
          </ButtonLink>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
