/**
 * The site's affiliate logos (site/public/affiliates) as URLs Storybook can load: Storybook does
 * not serve the site's public folder. Unknown paths stay as they are (and 404). Not a story file.
 */
const files = import.meta.glob<string>('../../site/public/affiliates/*.svg', { query: '?url', import: 'default', eager: true });

export function affiliateLogoUrl(path: string): string {
  return files[`../../site/public${path}`] ?? path;
}
