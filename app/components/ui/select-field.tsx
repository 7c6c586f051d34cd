import type { ComponentProps, ReactNode } from 'react';
import { controlClassName, describedBy, FieldError, FieldHelp, FieldLabel, fieldPartIds } from './field-parts.tsx';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first choice, so nothing is picked for the person by default. */
  placeholder: string;
  help?: ReactNode;
  error?: string;
  required?: boolean;
};

export function SelectField({
  id,
  label,
  options,
  placeholder,
  help,
  error,
  required,
  className,
  ...selectProps
}: SelectFieldProps) {
  const ids = fieldPartIds(id);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {help ? <FieldHelp id={ids.help}>{help}</FieldHelp> : null}
      <select
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(help ? ids.help : undefined, error ? ids.error : undefined)}
        className={controlClassName(Boolean(error))}
        {...selectProps}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
