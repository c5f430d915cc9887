import { Box, Container, Inline, Link, Text } from '@orisun/ui';
import { languageNames, languageParam, languageSwitchHref, pathIn } from '../i18n/index.ts';

/** In French, to a visitor who prefers it (not in a catalog: the English page's words are English). */
const offer = { text: 'Ce site existe aussi en français.', accept: 'Lire en français', decline: 'Rester en anglais' };

/**
 * The offer of French at the top of the English home page, for a visitor whose browser prefers French or who chose it
 * before (the server sends this version of `/`: `frenchOfferFile`). In the HTML from the start (no layout shift, no
 * script): reading it in French, or staying in English, which the server remembers (`languageSwitchHref`).
 */
export function LanguageOffer() {
  return (
    <Box as="aside" background="sunken" paddingY="3" lang="fr" aria-label={languageNames.fr.name}>
      <Container>
        <Inline space="4" align="center">
          <Text>{offer.text}</Text>
          <Inline space="4" as="span">
            <Link href={languageSwitchHref('fr', pathIn('fr', '/'))} hrefLang="fr" data-language-choice="fr">
              {offer.accept}
            </Link>
            <Link href={`/?${languageParam}=en`} tone="muted">
              {offer.decline}
            </Link>
          </Inline>
        </Inline>
      </Container>
    </Box>
  );
}
