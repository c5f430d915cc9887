import { Download } from 'lucide-react';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { useUiLabels } from '../UiProvider/UiProvider.tsx';
import { ButtonContent, buttonLook } from '../Button/Button.tsx';
import { Card, type CardProps } from '../Card/Card.tsx';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../private/cssVar.ts';
import * as styles from './DownloadCard.css.ts';

export interface DownloadCardProps {
  /** The file's name as people call it ("Brand guidelines"); also the card's heading. */
  name: string;
  /** What is in the file. */
  description?: ReactNode;
  /** The file's URL. Always a plain link with `download` (never a client-side route). */
  href: string;
  /** The file type as people know it: `'PDF'`, `'ZIP'`, `'PNG'`. */
  fileType: string;
  /** The file size as text ("245 KB", "under 2 MB"). Optional. */
  size?: string;
  /** The saved file's name. Default: the last part of `href`. */
  fileName?: string;
  /**
   * The recommended download (a full media kit): an accent stripe and a `featuredLabel` badge,
   * and a solid button. Default `false`.
   */
  featured?: boolean;
  /** Badge text of a featured card. Default `'Featured'`. */
  featuredLabel?: string;
  /** The button label; the file name and type are added for screen readers. Default `'Download'`. */
  downloadLabel?: string;
  /** Level of the name heading. Default `3`. */
  headingLevel?: HeadingLevel;
  /** The card element. Default `'article'`; `'li'` inside a list. */
  as?: CardProps['as'];
  ref?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
}

/** A downloadable file: its name, description, type and size, and a download button. */
export function DownloadCard({
  name,
  description,
  href,
  fileType,
  size,
  fileName,
  featured = false,
  featuredLabel: featuredLabelProp,
  downloadLabel: downloadLabelProp,
  headingLevel = 3,
  as = 'article',
  className,
  ...rest
}: DownloadCardProps) {
  const labels = useUiLabels();
  const featuredLabel = featuredLabelProp ?? labels.featured;
  const downloadLabel = downloadLabelProp ?? labels.download;
  const look = buttonLook({ variant: featured ? 'solid' : 'outline', size: 'md' });
  const saveAs = fileName ?? href.split('?')[0]?.split('/').pop() ?? '';
  return (
    <Card
      data-component="DownloadCard"
      data-featured={featured ? '' : undefined}
      as={as}
      tone={featured ? 'accent' : undefined}
      {...rest}
      className={cx(styles.root, className)}
    >
      <div data-part="Header" className={styles.header}>
        <Heading level={headingLevel} size="lg">
          {name}
        </Heading>
        {featured && (
          <Badge tone="accent" variant="solid">
            {featuredLabel}
          </Badge>
        )}
      </div>
      {description && <Text tone="muted">{description}</Text>}
      <div data-part="Meta" className={styles.meta}>
        <Badge variant="outline">{fileType}</Badge>
        {size && (
          <Text as="span" size="sm" tone="muted">
            {size}
          </Text>
        )}
      </div>
      <a data-part="Action" href={href} download={saveAs} {...look} className={cx(look.className, styles.action)}>
        <ButtonContent icon={<Download />}>
          {downloadLabel}{' '}
          <VisuallyHidden>{`${name} (${fileType}${size ? `, ${size}` : ''})`}</VisuallyHidden>
        </ButtonContent>
      </a>
    </Card>
  );
}
