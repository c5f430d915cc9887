import type { ComponentProps, ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { IconButton } from '../Button/Button.tsx';
import { useUiLabels } from '../UiProvider/UiProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Modal.css.ts';

export const modalSizes = ['sm', 'md', 'lg'] as const;

import { cx } from '../private/cssVar.ts';

/* ── Root ─────────────────────────────────────────────────────────────────────────────── */

export type ModalRootProps = ComponentProps<typeof Dialog.Root>;

/**
 * Holds the open state. Uncontrolled with `defaultOpen`, or controlled with `open` + `onOpenChange`
 * (Radix names). Modal by default: focus is trapped inside and the page behind is inert.
 */
function ModalRoot(props: ModalRootProps) {
  return <Dialog.Root {...props} />;
}
ModalRoot.displayName = 'Modal.Root';

/* ── Trigger ──────────────────────────────────────────────────────────────────────────── */

export type ModalTriggerProps = ComponentProps<typeof Dialog.Trigger>;

/** Opens the modal; focus returns here on close. Use `asChild` to make a kit Button the trigger. */
function ModalTrigger(props: ModalTriggerProps) {
  return <Dialog.Trigger data-part="Trigger" {...props} />;
}
ModalTrigger.displayName = 'Modal.Trigger';

/* ── Content ──────────────────────────────────────────────────────────────────────────── */

export interface ModalContentProps extends Omit<ComponentProps<typeof Dialog.Content>, 'title'> {
  /**
   * The dialog's title, required by the type: every dialog has an accessible name. Rendered as
   * an `h2` wired to `aria-labelledby`. Hide it visually with `titleHidden` if the design has none.
   */
  title: ReactNode;
  /** Keeps the title for screen readers but hides it on screen. Default `false`. */
  titleHidden?: boolean;
  /**
   * A sentence under the title, wired to `aria-describedby`. Normally present; without it the
   * dialog has no `aria-describedby`.
   */
  description?: ReactNode;
  /** Accessible name of the close (×) button. Default "Close". */
  closeLabel?: string;
  /** Width on tablet and up (phones always get a full-width sheet). Default `md`. */
  size?: styles.ModalContentVariants['size'];
  /** The modal's body: usually `Modal.Body` and then `Modal.Footer`. */
  children?: ReactNode;
}

/**
 * The dialog itself, portalled over a backdrop. Renders the title, the optional description and a
 * labelled close button; Escape, a click on the backdrop and the close button all close it, and
 * focus goes back to the trigger. A bottom sheet on phones, centred from tablet up; scrolls inside.
 * `className`/`style` apply to this panel.
 */
function ModalContent({
  title,
  titleHidden = false,
  description,
  closeLabel: closeLabelProp,
  size = 'md',
  className,
  children,
  ...props
}: ModalContentProps) {
  const labels = useUiLabels();
  const closeLabel = closeLabelProp ?? labels.close;
  const titleEl = (
    <Dialog.Title data-part="Title" className={styles.title}>
      {title}
    </Dialog.Title>
  );
  return (
    <Dialog.Portal>
      <Dialog.Overlay data-part="Overlay" className={styles.overlay} />
      <Dialog.Content
        data-component="Modal"
        // No description: say so, instead of pointing aria-describedby at nothing.
        {...(description == null ? { 'aria-describedby': undefined } : {})}
        {...props}
        className={cx(styles.content({ size }), className)}
      >
        <div className={styles.header} data-part="Header">
          <div className={styles.heading}>
            {titleHidden ? <VisuallyHidden asChild>{titleEl}</VisuallyHidden> : titleEl}
            {description != null && (
              <Dialog.Description data-part="Description" className={styles.description}>
                {description}
              </Dialog.Description>
            )}
          </div>
          <Dialog.Close asChild>
            <IconButton data-part="CloseButton" icon={<X />} label={closeLabel} className={styles.close} />
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
ModalContent.displayName = 'Modal.Content';

/* ── Body, Footer, Close ──────────────────────────────────────────────────────────────── */

export type ModalBodyProps = ComponentProps<'div'>;

/** The middle of the modal, padded to match the header. Long content scrolls inside the panel. */
function ModalBody({ className, ...props }: ModalBodyProps) {
  return <div data-part="Body" className={cx(styles.body, className)} {...props} />;
}
ModalBody.displayName = 'Modal.Body';

export type ModalFooterProps = ComponentProps<'div'>;

/** The actions row, always visible under the body; the primary action goes last (rightmost). */
function ModalFooter({ className, ...props }: ModalFooterProps) {
  return <div data-part="Footer" className={cx(styles.footer, className)} {...props} />;
}
ModalFooter.displayName = 'Modal.Footer';

export type ModalCloseProps = ComponentProps<typeof Dialog.Close>;

/** Closes the modal. Use `asChild` to make a kit Button ("Cancel", "Done") close it. */
function ModalClose(props: ModalCloseProps) {
  return <Dialog.Close data-part="Close" {...props} />;
}
ModalClose.displayName = 'Modal.Close';

/**
 * A dialog on Radix Dialog. Compound:
 * `<Modal.Root><Modal.Trigger/><Modal.Content title description><Modal.Body/><Modal.Footer/></Modal.Content></Modal.Root>`.
 */
export const Modal = {
  Root: ModalRoot,
  Trigger: ModalTrigger,
  Content: ModalContent,
  Body: ModalBody,
  Footer: ModalFooter,
  Close: ModalClose,
};
