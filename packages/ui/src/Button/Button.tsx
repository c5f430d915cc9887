import { Slot, Slottable } from '@radix-ui/react-slot';
import { useId, type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { focusRing, touchTarget, type Tone } from '@orisun/tokens';
import { SpinnerGraphic } from '../Spinner/Spinner.tsx';
import { useUiLabels } from '../UiProvider/UiProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../private/cssVar.ts';
import * as styles from './Button.css.ts';

export const buttonVariants = ['solid', 'soft', 'outline', 'ghost'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export { tones as buttonTones } from '@orisun/tokens';
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

/** Looks shared by Button, IconButton and ButtonLink. */
export interface ButtonStyleProps {
  /**
   * Emphasis. Default `'solid'` for the main action of a view (one per view); `'soft'` or
   * `'outline'` for secondary actions; `'ghost'` for low-emphasis actions in toolbars and rows.
   */
  variant?: ButtonVariant;
  /**
   * Size. Default `'md'` (44px high, the touch target). `'sm'` for dense rows: it keeps a 44px
   * virtual hit area. `'lg'` for a hero call to action.
   */
  size?: ButtonSize;
  /**
   * Colour family. Default `'accent'` (the brand). `'critical'` for destructive actions,
   * `'neutral'` for quiet ones; the others for actions tied to a status.
   */
  tone?: Tone;
  /** Stretch to the container width, e.g. the submit button of a form on a phone. Default `false`. */
  fullWidth?: boolean;
}

/** An icon and where it goes, for buttons with text. */
export interface ButtonIconProps {
  /** A decorative icon next to the label, e.g. `<Send />` from lucide-react. Default none. */
  icon?: ReactNode;
  /** Side of the label the icon sits on. Default `'start'`; `'end'` for "next"/"open" arrows. */
  iconPosition?: 'start' | 'end';
}

/** Either a visible label (children) or, for icon-only buttons, an `aria-label`/`aria-labelledby`. */
export type ButtonLabelProps =
  | { children: ReactNode; 'aria-label'?: string; 'aria-labelledby'?: string }
  | { children?: undefined; 'aria-label': string; 'aria-labelledby'?: string }
  | { children?: undefined; 'aria-label'?: string; 'aria-labelledby': string };

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label' | 'aria-labelledby'> &
  ButtonStyleProps &
  ButtonIconProps &
  ButtonLabelProps & {
    /**
     * The action is running: shows a spinner in place of the content (the width holds), sets
     * `aria-busy`, describes the button as "Loading" and ignores further clicks, so a slow
     * network cannot cause double submissions. Default `false`.
     */
    loading?: boolean;
    /** What screen readers hear while `loading`. Default `'Loading'`; translate it with the page. */
    loadingLabel?: string;
    /**
     * Render your own element (one child) with the button's look and behaviour merged in,
     * via Radix Slot. `loading` does not apply. For links use `ButtonLink` instead.
     */
    asChild?: boolean;
    /** `type` of the button. Default `'button'`, so a button inside a form never submits by accident; pass `'submit'` for the submit button. */
    type?: 'button' | 'submit' | 'reset';
    ref?: Ref<HTMLButtonElement>;
  };

/** Class and attributes that make any element look like a kit button. */
export function buttonLook({ variant = 'solid', size = 'md', tone = 'accent', fullWidth = false, iconOnly = false }: ButtonStyleProps & { iconOnly?: boolean }) {
  return {
    className: cx(styles.root({ variant, size, iconOnly, fullWidth }), focusRing, size === 'sm' && touchTarget),
    'data-tone': tone,
  };
}

/** The inside of a button: icons either side of the label. */
export function ButtonContent({ icon, iconPosition = 'start', children }: ButtonIconProps & { children?: ReactNode }) {
  const iconEl = icon ? (
    <span data-part="Icon" className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  ) : null;
  return (
    <span data-part="Content" className={styles.content}>
      {iconPosition === 'start' && iconEl}
      {children !== undefined && children !== null && children !== false && (
        <span data-part="Label" className={styles.label}>
          {children}
        </span>
      )}
      {iconPosition === 'end' && iconEl}
    </span>
  );
}

/**
 * A button runs an action on this page (submit, open, delete). To navigate, use `ButtonLink` or
 * `Link`. Never disable a submit button to signal an invalid form: let it submit and show the
 * errors next to the fields. Icon-only buttons need a label: use `IconButton`.
 */
export function Button(props: ButtonProps) {
  return <ButtonBase {...props} iconOnly={props.children === undefined && Boolean(props.icon)} />;
}

/** Internal: the public label rule (ButtonLabelProps) is enforced by Button and IconButton, not here. */
type ButtonBaseProps = Omit<ButtonProps, keyof ButtonLabelProps> & {
  children?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  iconOnly: boolean;
  srLabel?: string;
};

function ButtonBase(props: ButtonBaseProps) {
  const {
    iconOnly,
    srLabel,
    variant,
    size,
    tone,
    fullWidth,
    icon,
    iconPosition = 'start',
    loading = false,
    loadingLabel: loadingLabelProp,
    asChild = false,
    type = 'button',
    className,
    children,
    onClick,
    'aria-describedby': describedBy,
    ...rest
  } = props;
  const labels = useUiLabels();
  const loadingLabel = loadingLabelProp ?? labels.loading;
  const loadingId = useId();
  const look = buttonLook({ variant, size, tone, fullWidth, iconOnly });

  if (asChild) {
    return (
      <Slot data-component="Button" {...look} {...rest} aria-describedby={describedBy} onClick={onClick} className={cx(look.className, className)}>
        {iconPosition === 'start' && icon}
        <Slottable>{children}</Slottable>
        {iconPosition === 'end' && icon}
      </Slot>
    );
  }

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      data-component="Button"
      type={type}
      {...look}
      {...rest}
      className={cx(look.className, className)}
      onClick={handleClick}
      aria-busy={loading || undefined}
      aria-describedby={cx(loading && loadingId, describedBy) || undefined}
    >
      <ButtonContent icon={icon} iconPosition={iconPosition}>
        {children}
      </ButtonContent>
      {srLabel && <VisuallyHidden>{srLabel}</VisuallyHidden>}
      {loading && (
        <span data-part="Spinner" className={styles.spinner}>
          <SpinnerGraphic />
          {/* Hidden from the name (voice control still matches "Save"), referenced as the description. */}
          <span id={loadingId} hidden>
            {loadingLabel}
          </span>
        </span>
      )}
    </button>
  );
}

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> &
  ButtonStyleProps & {
    /** The icon, e.g. `<X />` from lucide-react. Required. */
    icon: ReactNode;
    /**
     * What the button does, for screen readers, voice control and page translation ("Close",
     * "Remove tag"). Required: an icon-only button has no other name.
     */
    label: string;
    /** See Button. Default `false`. */
    loading?: boolean;
    /** See Button. Default `'Loading'`. */
    loadingLabel?: string;
    /** Default `'button'`. */
    type?: 'button' | 'submit' | 'reset';
    ref?: Ref<HTMLButtonElement>;
  };

/**
 * A square button with only an icon and a required `label` (read by screen readers, not shown).
 * Default variant `'ghost'` and tone `'neutral'`: toolbars, close buttons, row actions.
 */
export function IconButton({ icon, label, variant = 'ghost', tone = 'neutral', ...rest }: IconButtonProps) {
  return (
    <ButtonBase data-component="IconButton" variant={variant} tone={tone} icon={icon} iconOnly srLabel={label} {...rest} />
  );
}
