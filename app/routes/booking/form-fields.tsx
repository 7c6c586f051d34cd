import type { ReactNode } from 'react';
import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import type { BookingInput } from '../../../domain/booking.schema.ts';
import { DateField } from '../../components/ui/date-field.tsx';
import { RadioGroup, type RadioOption } from '../../components/ui/radio-group.tsx';
import { SelectField, type SelectOption } from '../../components/ui/select-field.tsx';
import { TextField, type TextFieldProps } from '../../components/ui/text-field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { fieldId, type BookingPath } from './booking-fields.ts';

/**
 * The UI primitives bound to the booking form: each takes a field path, registers it, and shows
 * that field's message from the schema. A field subscribes only to its own error, so typing in one
 * field does not re-render the others.
 */
export function useFieldError(name: BookingPath): string | undefined {
  const { errors } = useFormState<BookingInput>({ name, exact: true });
  const error: unknown = get(errors, name);
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
    ? error.message
    : undefined;
}

type BookingTextFieldProps = Omit<TextFieldProps, 'id' | 'name' | 'error'> & { name: BookingPath };

export function BookingTextField({ name, ...props }: BookingTextFieldProps) {
  const { register } = useFormContext<BookingInput>();
  const error = useFieldError(name);
  return <TextField id={fieldId(name)} error={error} {...props} {...register(name)} />;
}

export function BookingDateField({ name, ...props }: Omit<BookingTextFieldProps, 'type'>) {
  const { register } = useFormContext<BookingInput>();
  const error = useFieldError(name);
  return <DateField id={fieldId(name)} error={error} {...props} {...register(name)} />;
}

/**
 * Numbers: an empty box is 0 for fleet counts (the booking's rules) and "no answer" for the rate, which the
 * schema then reports as required.
 */
export function BookingNumberField({
  name,
  emptyAs,
  ...props
}: Omit<BookingTextFieldProps, 'type'> & { emptyAs: 0 | undefined }) {
  const { register } = useFormContext<BookingInput>();
  const error = useFieldError(name);
  return (
    <TextField
      id={fieldId(name)}
      type="number"
      error={error}
      {...props}
      {...register(name, {
        setValueAs: (value: unknown) => {
          if (typeof value === 'number') return value;
          if (value === '' || value === null || value === undefined) return emptyAs;
          return Number(value);
        },
      })}
    />
  );
}

export function BookingTextareaField({
  name,
  label,
  help,
  required,
}: {
  name: BookingPath;
  label: string;
  help?: ReactNode;
  required?: boolean;
}) {
  const { register } = useFormContext<BookingInput>();
  const error = useFieldError(name);
  return (
    <TextareaField
      id={fieldId(name)}
      label={label}
      help={help}
      required={required}
      error={error}
      className="md:col-span-2"
      {...register(name)}
    />
  );
}

export function BookingSelectField({
  name,
  label,
  options,
  placeholder,
  help,
  required,
}: {
  name: BookingPath;
  label: string;
  options: readonly SelectOption[];
  placeholder: string;
  help?: ReactNode;
  required?: boolean;
}) {
  const { register } = useFormContext<BookingInput>();
  const error = useFieldError(name);
  return (
    <SelectField
      id={fieldId(name)}
      label={label}
      options={options}
      placeholder={placeholder}
      help={help}
      required={required}
      error={error}
      {...register(name)}
    />
  );
}

/**
 * A radio question whose answer is not text (a boolean, 0/1): native radios carry strings, so the
 * options say how each string maps back to the value the schema expects.
 */
export function BookingChoiceField<Value extends boolean | number>({
  name,
  legend,
  choices,
  help,
  required = true,
  className,
}: {
  name: BookingPath;
  legend: string;
  choices: ReadonlyArray<{ value: Value; label: string }>;
  help?: ReactNode;
  required?: boolean;
  className?: string;
}) {
  const { field } = useController<BookingInput>({ name });
  const error = useFieldError(name);
  const options: RadioOption[] = choices.map((choice) => ({ value: String(choice.value), label: choice.label }));
  const current = choices.find((choice) => choice.value === field.value);
  return (
    <RadioGroup
      id={fieldId(name)}
      name={name}
      legend={legend}
      options={options}
      value={current === undefined ? undefined : String(current.value)}
      onChange={(value) => field.onChange(choices.find((choice) => String(choice.value) === value)?.value)}
      onBlur={field.onBlur}
      help={help}
      error={error}
      required={required}
      focusRef={field.ref}
      className={className}
    />
  );
}

/** Yes and No in the page's language, for BookingChoiceField. */
export function useYesNoChoices(): ReadonlyArray<{ value: boolean; label: string }> {
  const { t } = useI18n();
  return [
    { value: true, label: t('booking.yes') },
    { value: false, label: t('booking.no') },
  ];
}
