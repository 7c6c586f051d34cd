import type { ComponentProps } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-parts.tsx';

export type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & FieldFrameProps;

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
      {(control) => <textarea {...control} rows={rows} {...textareaProps} />}
    </FieldFrame>
  );
}
