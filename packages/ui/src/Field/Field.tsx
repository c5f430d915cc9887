import { useId, type CSSProperties, type ReactNode } from 'react';
import { Label } from '@radix-ui/react-label';
import { AlertCircle } from 'lucide-react';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Field.css.ts';

/** Props every field component (TextField, TextArea, Select, Checkbox, FileField) shares. */
export interface FieldBaseProps {
  /** The visible label. Required: every field has a name people and screen readers can see. */
  label: ReactNode;
  /** Help text under the label, linked to the control with `aria-describedby`. */
  hint?: ReactNode;
  /**
   * The error message, shown in place under the control. When set, the control gets
   * `aria-invalid="true"`, its `aria-describedby` lists the message, and the message is announced.
   * Pass react-hook-form's `errors.name?.message` straight in.
   */
  error?: ReactNode;
  /**
   * Marks the field as required: a visible `*` after the label and `aria-required="true"` on the
   * control. Validation itself is the form's job (zod): the native `required` attribute is not set,
   * so no browser bubble replaces the in-place error. Default `false`.
   */
  required?: boolean;
  /** Disables the control. Default `false`. Never disable a submit button to signal errors. */
  disabled?: boolean;
  /** Hides the label visually; it stays the accessible name. Use only when the context labels the field (a search bar). Default `false`. */
  labelHidden?: boolean;
  /** Id of the control; generated with `useId` when absent. */
  id?: string;
  /** Class for the field's root element (not the control). */
  className?: string;
  /** Style for the field's root element (not the control). */
  style?: CSSProperties;
}

/** What the field hands to its control: spread these onto the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  disabled: boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps extends FieldBaseProps {
  /** Renders the control from the wiring props: `{(control) => <input {...control} />}`. */
  children: (control: FieldControlProps) => ReactNode;
  /**
   * `stack` puts the label above the control; `inline` puts the control first on one row (checkbox).
   * Default `stack`.
   */
  layout?: styles.FieldRootVariants['layout'];
  /** Extra ids for `aria-describedby` (a character count, a chosen file's name). */
  describedBy?: string;
  /** Content after the control and before the error (a character count). */
  after?: ReactNode;
  /** The `data-component` name of the root; field components set their own. Default `Field`. */
  component?: string;
}

/**
 * The one wiring every field uses: a label tied to the control, an optional hint, and an error
 * explained in place. Ids come from `useId`; `aria-describedby` lists the hint and the error;
 * `aria-invalid` is set while there is an error. Use it directly to label a control the kit lacks.
 */
export function Field({
  label,
  hint,
  error,
  required = false,
  disabled,
  labelHidden = false,
  id,
  className,
  style,
  children,
  layout = 'stack',
  describedBy,
  after,
  component = 'Field',
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `${autoId}control`;
  const hintId = `${autoId}hint`;
  const errorId = `${autoId}error`;
  const hasError = error != null && error !== false && error !== '';

  const control: FieldControlProps = {
    id: controlId,
    disabled: disabled || undefined,
    'aria-describedby': [hint ? hintId : null, describedBy, hasError ? errorId : null].filter(Boolean).join(' ') || undefined,
    'aria-invalid': hasError ? true : undefined,
    'aria-required': required ? true : undefined,
  };

  const labelNode = (
    <Label
      htmlFor={controlId}
      data-part="Label"
      className={layout === 'inline' ? `${styles.label} ${styles.labelInline}` : styles.label}
    >
      {label}
      {required && (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      )}
    </Label>
  );
  const labelEl = labelHidden ? <VisuallyHidden asChild>{labelNode}</VisuallyHidden> : labelNode;

  return (
    <div
      data-component={component}
      data-layout={layout}
      data-disabled={disabled ? '' : undefined}
      data-invalid={hasError ? '' : undefined}
      className={[styles.root({ layout }), className].filter(Boolean).join(' ')}
      style={style}
    >
      {layout === 'inline' ? (
        <>
          {children(control)}
          {labelEl}
        </>
      ) : (
        labelEl
      )}
      {hint && (
        <p id={hintId} data-part="Hint" className={styles.hint}>
          {hint}
        </p>
      )}
      {layout === 'stack' && children(control)}
      {after}
      <div id={errorId} data-part="Error" aria-live="polite" className={styles.error}>
        {hasError && (
          <>
            <Icon icon={AlertCircle} size="inherit" className={styles.errorIcon} />
            <span>{error}</span>
          </>
        )}
      </div>
    </div>
  );
}
Field.displayName = 'Field';
