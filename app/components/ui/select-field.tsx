import type { ComponentProps } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-parts.tsx';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children'> &
  FieldFrameProps & {
    options: readonly SelectOption[];
    /** The empty first choice, so nothing is picked for the person by default. */
    placeholder: string;
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
  return (
    <FieldFrame id={id} label={label} help={help} error={error} required={required} className={className}>
      {(control) => (
        <select {...control} {...selectProps}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
