import type { ReactNode } from 'react';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { Map as MapIcon } from 'lucide-react';
import { Button, Card, Embed, Heading, Link, Stack, Tabs, Text } from '@orisun/ui';
import { brand, type Office } from '../../content/brand.ts';
import { officeCountry, officeHours, officeRegion } from '../../content/officeFacts.ts';
import { officeMapEmbedUrl, officeMapUrl, officePanel, officeSlug } from '../../content/contact.ts';

const noop = () => () => {};
/** False on the server and while hydrating, true after (no hydration mismatch). */
function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}

export interface OfficePanelProps {
  /** The office tab shown (its slug, e.g. `"lagos"`). */
  value: string;
  /** Called when the visitor picks another tab. */
  onValueChange: (value: string) => void;
}

/**
 * The office panel of the contact page: one tab per office (kit Tabs) with its address, postal
 * code, phone, e-mail, business hours (WAT) and a map. Every panel is in the prerendered page
 * (force-mounted), so without JavaScript all offices read one after the other.
 *
 * The map waits for a tap on 'Show map': most visitors pay for mobile data, and the map is a
 * third-party page (OpenStreetMap's scripts and tiles, several hundred KB) that would otherwise
 * load with the page. Only the active tab renders its map, so there is one map at a time; the
 * 'Open in OpenStreetMap' link works without it (and without JavaScript).
 */
export function OfficePanel({ value, onValueChange }: OfficePanelProps) {
  const headingId = useId();
  const [mapsShown, setMapsShown] = useState<ReadonlySet<Office['id']>>(() => new Set());
  return (
    <Card padding="lg" data-part="OfficePanel">
      <Stack space="5">
        <Heading level={3} size="xl" id={headingId}>
          {officePanel.heading}
        </Heading>
        <Tabs.Root value={value} onValueChange={onValueChange}>
          <Tabs.List aria-label={officePanel.tabsLabel}>
            {brand.offices.map((office) => (
              <Tabs.Trigger key={office.id} value={officeSlug(office)}>
                {office.city}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {brand.offices.map((office) => (
            <Tabs.Content key={office.id} value={officeSlug(office)} forceMount>
              <OfficeDetails
                office={office}
                active={value === officeSlug(office)}
                mapShown={mapsShown.has(office.id)}
                onShowMap={() => setMapsShown((shown) => new Set(shown).add(office.id))}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <Text size="sm" tone="muted">
          {officePanel.timeZoneNote}
        </Text>
      </Stack>
    </Card>
  );
}

function OfficeDetails({ office, active, mapShown, onShowMap }: { office: Office; active: boolean; mapShown: boolean; onShowMap: () => void }) {
  const hydrated = useHydrated();
  // 'Show map' goes away when the map appears: focus moves into the map instead of being lost.
  const focusMapNext = useRef(false);
  const { labels, map } = officePanel;
  return (
    <Stack space="4">
      <Heading level={4} size="lg">
        {officePanel.officeHeading(office)}
      </Heading>
      <Stack as="dl" space="3">
        <Detail term={labels.address}>
          {office.street}
          <br />
          {officeRegion(office)}
          <br />
          {officeCountry(office)}
        </Detail>
        <Detail term={labels.postalCode}>{office.postalCode}</Detail>
        <Detail term={labels.phone}>
          <Link href={`tel:${office.phone.e164}`}>{office.phone.display}</Link>
        </Detail>
        <Detail term={labels.email}>
          <Link href={`mailto:${office.email}`}>{office.email}</Link>
        </Detail>
        <Detail term={labels.hours}>{officeHours(office)}</Detail>
      </Stack>

      {/* One map at a time: only the active tab's, and only once asked for. */}
      {active && mapShown ? (
        <Embed
          ref={(frame) => {
            if (frame && focusMapNext.current) {
              focusMapNext.current = false;
              frame.focus();
            }
          }}
          title={map.title(office)}
          src={officeMapEmbedUrl(office)}
          aspectRatio="4 / 3"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        />
      ) : (
        // A button needs scripts: before hydration (and with JavaScript off) only the link shows.
        <div hidden={!hydrated}>
          <Stack space="2">
            <div>
              <Button variant="outline" icon={<MapIcon />} onClick={() => {
                  focusMapNext.current = true;
                  onShowMap();
                }}
                aria-describedby={`${officeSlug(office)}-map-note`}>
                {map.showLabel}
              </Button>
            </div>
            <Text id={`${officeSlug(office)}-map-note`} size="sm" tone="muted">
              {map.note}
            </Text>
          </Stack>
        </div>
      )}
      <Text size="sm">
        <Link href={officeMapUrl(office)} external>
          {map.openLabel}
        </Link>
      </Text>
    </Stack>
  );
}

/** One term and its value in an office's details (`<dt>` + `<dd>`). */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text as="dt" size="sm" weight="semibold" tone="muted">
        {term}
      </Text>
      <Text as="dd">{children}</Text>
    </div>
  );
}
