import { useForm, type FieldPath } from 'react-hook-form';
import type { Yard, YardCapacityRequest } from '../../../domain/yards.schema.ts';
import { TextField } from '../ui/text-field.tsx';
import { type Failed, useSubmission } from '../../lib/submission.ts';
import { PRIMARY_BUTTON } from './admin-styles.ts';
import { FailureAlert } from './alerts.tsx';

type CapacityForm = Record<keyof YardCapacityRequest, string>;
const FIELDS: ReadonlyArray<keyof CapacityForm> = ['truckSpaces', 'trailerSpaces', 'truckRate', 'trailerRate'];

/** What a yard form posts to the Yards screen's action. */
export type YardCapacityPost = { slug: Yard['slug'] } & Record<keyof YardCapacityRequest, number | string | null>;

/**
 * A figure as typed or pasted from a spreadsheet ("$1,250.00", " 40 "): a number when it reads as
 * one, nothing when empty, else the text itself so the server names what is wrong with it.
 */
export function figureOf(value: string): number | string | null {
  const plain = value
    .trim()
    .replaceAll(',', '')
    .replace(/^\$\s*/, '');
  if (plain === '') return null;
  const number = Number(plain);
  return Number.isFinite(number) ? number : value;
}

const asText = (value: number | null) => (value === null ? '' : String(value));

/** A refusal with no message for one of the four fields is said whole in the alert (the yard, a conflict). */
function alertMessage(failure: Failed | undefined): string | undefined {
  if (!failure || failure.fieldErrors.some((entry) => FIELDS.some((name) => name === entry.path))) return undefined;
  return [failure.message, ...failure.fieldErrors.map((entry) => entry.message)].join(' ');
}

/** One yard's capacity and published rates, saved with one press; the server checks the figures. */
export function YardCapacityForm({ yard }: { yard: Yard }) {
  const form = useForm<CapacityForm>({
    defaultValues: {
      truckSpaces: asText(yard.truckSpaces.capacity),
      trailerSpaces: asText(yard.trailerSpaces.capacity),
      truckRate: asText(yard.truckSpaces.rate),
      trailerRate: asText(yard.trailerSpaces.rate),
    },
  });
  const { errors } = form.formState;
  const saving = useSubmission<Yard>({
    onDone: (saved) =>
      form.reset({
        truckSpaces: asText(saved.truckSpaces.capacity),
        trailerSpaces: asText(saved.trailerSpaces.capacity),
        truckRate: asText(saved.truckSpaces.rate),
        trailerRate: asText(saved.trailerSpaces.rate),
      }),
    onFailed: ({ fieldErrors }) =>
      fieldErrors
        .filter((entry) => FIELDS.some((name) => name === entry.path))
        .forEach((entry, index) =>
          form.setError(
            entry.path as FieldPath<CapacityForm>,
            { type: 'server', message: entry.message },
            { shouldFocus: index === 0 },
          ),
        ),
  });
  const send = (values: CapacityForm) => {
    const post: YardCapacityPost = {
      slug: yard.slug,
      truckSpaces: figureOf(values.truckSpaces),
      trailerSpaces: figureOf(values.trailerSpaces),
      truckRate: figureOf(values.truckRate),
      trailerRate: figureOf(values.trailerRate),
    };
    saving.submit(post);
  };
  const id = (name: string) => `${yard.slug}-${name}`;
  return (
    <form
      noValidate
      aria-label={`Capacity of ${yard.name}`}
      onSubmit={saving.pending ? (event) => event.preventDefault() : form.handleSubmit(send)}
      className="mt-4 grid gap-4 sm:grid-cols-2"
    >
      <TextField
        id={id('truck-spaces')}
        label="Truck spaces"
        required
        inputMode="numeric"
        autoComplete="off"
        error={errors.truckSpaces?.message}
        {...form.register('truckSpaces')}
      />
      <TextField
        id={id('trailer-spaces')}
        label="Trailer spaces"
        required
        inputMode="numeric"
        autoComplete="off"
        error={errors.trailerSpaces?.message}
        {...form.register('trailerSpaces')}
      />
      <TextField
        id={id('truck-rate')}
        label="Truck rate ($ a month per space)"
        help="Leave empty to publish no price."
        inputMode="decimal"
        autoComplete="off"
        error={errors.truckRate?.message}
        {...form.register('truckRate')}
      />
      <TextField
        id={id('trailer-rate')}
        label="Trailer rate ($ a month per space)"
        help="Leave empty to publish no price."
        inputMode="decimal"
        autoComplete="off"
        error={errors.trailerRate?.message}
        {...form.register('trailerRate')}
      />
      <div className="space-y-3 sm:col-span-2">
        <FailureAlert message={alertMessage(saving.failure)} />
        <p role="status" className="font-semibold text-green-800">
          {saving.state.status === 'done' ? `Saved for ${yard.name}.` : ''}
        </p>
        <button type="submit" className={PRIMARY_BUTTON} aria-disabled={saving.pending || undefined}>
          {saving.pending ? 'Saving…' : `Save ${yard.name}`}
        </button>
      </div>
    </form>
  );
}
