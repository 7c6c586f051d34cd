import type { ReactNode, Ref } from 'react';
import { describedBy, FieldError, FieldHelp, fieldPartIds, RequiredMark } from './field-parts.tsx';

export type RadioOption = { value: string; label: string };

export type RadioGroupProps = {
  /** Id of the first radio (what an error summary links to); the others get `<id>-<n>`. */
  id: string;
  /** Native group name: arrow keys move between the radios of one group. */
  name: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  help?: ReactNode;
  error?: string;
  required?: boolean;
  /** Receives the radio that should take focus: the checked one, else the first. */
  focusRef?: Ref<HTMLInputElement>;
  className?: string;
};

/** A question with a few answers (Yes/No, Truck/Trailers) as a fieldset of native radios. */
export function RadioGroup({
  id,
  name,
  legend,
  options,
  value,
  onChange,
  onBlur,
  help,
  error,
  required,
  focusRef,
  className,
}: RadioGroupProps) {
  const ids = fieldPartIds(id);
  const checkedIndex = options.findIndex((option) => option.value === value);
  const focusIndex = checkedIndex === -1 ? 0 : checkedIndex;
  return (
    <fieldset className={className}>
      <legend className="font-semibold text-navy-900">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {help ? <FieldHelp id={ids.help}>{help}</FieldHelp> : null}
      <div className="mt-1 flex flex-wrap gap-3">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={[
                'flex min-h-11 min-w-24 cursor-pointer items-center gap-2 rounded-md border-2 bg-white px-3 py-2',
                'has-checked:border-navy-900 has-checked:bg-navy-50 has-focus-visible:ring-2 has-focus-visible:ring-navy-900',
                error ? 'border-red-700' : 'border-slate-500',
              ].join(' ')}
            >
              {/* ARIA 1.2 lists aria-invalid for radiogroup, not radio, but screen readers announce it on
                  the focused radio, which is where the user is; a fieldset (group) cannot carry it. */}
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
              <input
                ref={index === focusIndex ? focusRef : undefined}
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(help ? ids.help : undefined, error ? ids.error : undefined)}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                className="size-5 accent-navy-900"
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={ids.error} message={error} />
    </fieldset>
  );
}
