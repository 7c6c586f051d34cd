import { TextField, type TextFieldProps } from './text-field.tsx';

/**
 * A native date picker: phones show their own calendar, and the value is always `YYYY-MM-DD`,
 * the shape the schema reads.
 */
export function DateField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="date" {...props} />;
}
