import type { ComponentProps, ReactNode } from 'react';
import { controlClassName, describedBy, FieldError, FieldHelp, FieldLabel, fieldPartIds } from './field-parts.tsx';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: ReactNode;
  help?: ReactNode;
  error?: string;
  required?: boolean;
};

/**
 * A labelled input. `required` marks the field and sets `aria-required` only: the form validates
 * with its schema (the form has `noValidate`), so the browser's own bubbles never compete with it.
 */
export function TextField({ id, label, help, error, required, className, ...inputProps }: TextFieldProps) {
  const ids = fieldPartIds(id);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {help ? <FieldHelp id={ids.help}>{help}</FieldHelp> : null}
      <input
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(help ? ids.help : undefined, error ? ids.error : undefined)}
        className={controlClassName(Boolean(error))}
        {...inputProps}
      />
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
