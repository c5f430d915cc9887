import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { Box, Container, Grid, Heading, NoResults, PageHero, Spinner, Stack, Tabs, Text, VisuallyHidden } from '@orisun/ui';
import { consultants as allConsultants, consultantsPage, type Consultant } from '../../content/consultants.ts';
import { ConsultantCard } from './ConsultantCard.tsx';
import { ConsultantFilters } from './ConsultantFilters.tsx';
import { expertiseAreas, filterConsultants, noFilters } from './consultantListing.ts';

/** The application form's code (react-hook-form, zod, the API client): fetched when the tab is wanted. */
const loadApplicationForm = () => import('./ConsultantApplicationForm.tsx');
const ConsultantApplicationForm = lazy(loadApplicationForm);

/** The tabs' values; `#apply` in the address opens the application tab. */
export type ConsultantsTab = 'browse' | 'apply';
const applyHash = '#apply';

/** The tab the address asks for (`#apply`), following hash changes; `browse` in the prerender. */
function useTabFromAddress(): ConsultantsTab {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('hashchange', onChange);
      return () => window.removeEventListener('hashchange', onChange);
    },
    () => (window.location.hash === applyHash ? 'apply' : 'browse'),
    () => 'browse',
  );
}

export interface ConsultantsViewProps {
  /** The directory. Default: the site's consultants content. */
  consultants?: readonly Consultant[];
  /** The tab shown first. Default `browse` (or `apply` when the address ends in `#apply`). */
  initialTab?: ConsultantsTab;
}

/**
 * `/consultants`, the Expert Network (docs/product.md §2.6): the hero, then two tabs. 'Browse
 * Consultants' has the filters and the cards (or 'No consultants found'); each card opens the
 * consultant's profile. 'Become a Consultant' has the application form, whose code loads when
 * the tab is opened (or pointed at). Both panels are in the prerendered page; without
 * JavaScript they show one after the other.
 */
export function ConsultantsView({ consultants = allConsultants, initialTab }: ConsultantsViewProps) {
  const fromAddress = useTabFromAddress();
  /** The tab the visitor chose (or the story gave); until then, the address's. */
  const [chosen, setTab] = useState<ConsultantsTab | undefined>(initialTab);
  const tab = chosen ?? fromAddress;
  const [filters, setFilters] = useState(noFilters);
  const shown = useMemo(() => filterConsultants(consultants, filters), [consultants, filters]);
  const areas = useMemo(() => expertiseAreas(consultants), [consultants]);
  const { tabs, empty, filters: filterCopy, apply } = consultantsPage;
  const reset = () => setFilters(noFilters);

  const changeTab = (value: string) => {
    const next: ConsultantsTab = value === 'apply' ? 'apply' : 'browse';
    setTab(next);
    // Keep the address in step, so the tab can be shared and survives a reload (no history entry).
    const url = new URL(window.location.href);
    url.hash = next === 'apply' ? applyHash : '';
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <>
      <PageHero headingId="consultants-title" heading={consultantsPage.hero.heading} intro={consultantsPage.hero.intro} />

      <Box paddingY={{ mobile: '8', desktop: '10' }}>
        <Container>
          <Tabs.Root value={tab} onValueChange={changeTab}>
            <Tabs.List aria-label={tabs.label}>
              <Tabs.Trigger value="browse">{tabs.browse}</Tabs.Trigger>
              <Tabs.Trigger value="apply" onPointerEnter={() => void loadApplicationForm()} onFocus={() => void loadApplicationForm()}>
                {tabs.apply}
              </Tabs.Trigger>
            </Tabs.List>

            <Tabs.Content value="browse" forceMount>
              <Stack space="8">
                {/* The tab names the panel on screen; the heading keeps it in the page outline (and without JavaScript). */}
                <VisuallyHidden asChild>
                  <Heading level={2} size="2xl" id="consultants-browse">
                    {tabs.browse}
                  </Heading>
                </VisuallyHidden>
                <ConsultantFilters value={filters} onValueChange={setFilters} expertiseAreas={areas} count={shown.length} onReset={reset} />
                {shown.length > 0 ? (
                  <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="5" aria-labelledby="consultants-browse">
                    {shown.map((consultant) => (
                      <ConsultantCard key={consultant.id} consultant={consultant} />
                    ))}
                  </Grid>
                ) : (
                  <NoResults
                    headingLevel={3}
                    title={empty.title}
                    description={empty.description}
                    resetLabel={filterCopy.resetLabel}
                    onReset={reset}
                  />
                )}
              </Stack>
            </Tabs.Content>

            <Tabs.Content value="apply" forceMount>
              <Stack space="6">
                <Stack space="2">
                  <Heading level={2} size="2xl">
                    {apply.heading}
                  </Heading>
                  <Text tone="muted">{apply.intro}</Text>
                </Stack>
                <noscript>
                  <Text weight="medium">{apply.noScript}</Text>
                </noscript>
                {tab === 'apply' && (
                  <Suspense fallback={<Spinner label={apply.loadingLabel} />}>
                    <ConsultantApplicationForm />
                  </Suspense>
                )}
              </Stack>
            </Tabs.Content>
          </Tabs.Root>
        </Container>
      </Box>
    </>
  );
}
