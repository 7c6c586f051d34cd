import type { ComponentProps, ReactNode } from 'react';
import { controlClassName, describedBy, FieldError, FieldHelp, FieldLabel, fieldPartIds } from './field-parts.tsx';

export type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  id: string;
  label: ReactNode;
  help?: ReactNode;
  error?: string;
  required?: boolean;
};

export function TextareaField({
  id,
  label,
  help,
  error,
  required,
  className,
  rows = 4,
  ...textareaProps
}: TextareaFieldProps) {
  const ids = fieldPartIds(id);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {help ? <FieldHelp id={ids.help}>{help}</FieldHelp> : null}
      <textarea
        id={id}
        rows={rows}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(help ? ids.help : undefined, error ? ids.error : undefined)}
        className={controlClassName(Boolean(error))}
        {...textareaProps}
      />
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
