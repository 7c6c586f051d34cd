import type { ComponentProps } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-parts.tsx';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & FieldFrameProps;

/**
 * A labelled input. `required` marks the field and sets `aria-required` and `required`: every form
 * of ours has `noValidate` once React owns it and validates with its schema, so the browser's own
 * bubbles never compete with it; before that (or without scripts) they are the only checks there are.
 */
export function TextField({ id, label, help, error, required, className, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} help={help} error={error} required={required} className={className}>
      {(control) => <input {...control} required={required} {...inputProps} />}
    </FieldFrame>
  );
}
