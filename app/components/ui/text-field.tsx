import type { ComponentProps } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-parts.tsx';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & FieldFrameProps;

/**
 * A labelled input. `required` marks the field and sets `aria-required` only: the form validates
 * with its schema (the form has `noValidate`), so the browser's own bubbles never compete with it.
 */
export function TextField({ id, label, help, error, required, className, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} help={help} error={error} required={required} className={className}>
      {(control) => <input {...control} {...inputProps} />}
    </FieldFrame>
  );
}
