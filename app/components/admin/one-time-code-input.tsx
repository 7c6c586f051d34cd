import { useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { describedBy, FieldError, FieldHelp } from '../ui/field-parts.tsx';

export type OneTimeCodeInputProps = {
  /** Id of the first box (what a label or an error summary points at); the others get `<id>-<n>`. */
  id: string;
  legend: ReactNode;
  /** One entry per box, '' for an empty one. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  help?: ReactNode;
  error?: string;
};

/** Keeps digits only: the code is numeric. */
function digitsOf(text: string): string[] {
  return Array.from(text.replace(/\D/g, ''));
}

/**
 * A one-time code in single-character boxes, as the original's: one digit per box, focus moves on when a
 * digit is typed and back on Backspace in an empty box, arrows move between boxes, and pasting (or
 * the phone's autofill, which puts the whole code into one box) fills every box.
 */
export function OneTimeCodeInput({ id, legend, digits, onChange, help, error }: OneTimeCodeInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const length = digits.length;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;

  function focusBox(index: number) {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  }

  /** Writes `entered` from box `start` on and moves to the box after the last one written. */
  function fill(start: number, entered: string[]) {
    const next = [...digits];
    const from = entered.length >= length ? 0 : start;
    const written = entered.slice(0, length - from);
    written.forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    onChange(next);
    focusBox(from + written.length);
  }

  function change(index: number, raw: string) {
    if (raw === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    const entered = digitsOf(raw);
    // A letter or a sign typed into a box: ignored, the box keeps what it had.
    if (entered.length === 0) return;
    fill(index, entered);
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function paste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const entered = digitsOf(event.clipboardData.getData('text'));
    event.preventDefault();
    if (entered.length > 0) fill(index, entered);
  }

  return (
    <fieldset aria-describedby={describedBy(help ? helpId : undefined, error ? errorId : undefined)}>
      <legend className="font-semibold text-navy-900">{legend}</legend>
      {help ? <FieldHelp id={helpId}>{help}</FieldHelp> : null}
      <div className="mt-2 flex gap-1.5 sm:gap-2">
        {digits.map((digit, index) => (
          <input
            // The boxes are a fixed row: the index is their identity.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            id={index === 0 ? id : `${id}-${index}`}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={digit}
            onChange={(event) => change(index, event.target.value)}
            onKeyDown={(event) => keyDown(index, event)}
            onPaste={(event) => paste(index, event)}
            // Selected on focus, so typing replaces the digit instead of adding a second one.
            onFocus={(event) => event.target.select()}
            className={[
              'size-12 rounded-md border-2 bg-white text-center text-2xl font-bold text-navy-900',
              'focus:border-navy-900 focus:ring-2 focus:ring-navy-900 focus:outline-none',
              error ? 'border-red-700' : 'border-slate-500',
            ].join(' ')}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

export function emptyCode(length: number): string[] {
  return Array.from({ length }, () => '');
}
