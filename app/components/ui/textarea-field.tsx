import type { ComponentProps } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-parts.tsx';

export type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & FieldFrameProps;

/** A labelled textarea; `required` as for TextField. */
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
  return (
    <FieldFrame id={id} label={label} help={help} error={error} required={required} className={className}>
      {(control) => <textarea {...control} required={required} rows={rows} {...textareaProps} />}
    </FieldFrame>
  );
}
