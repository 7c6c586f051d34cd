import type { Ref } from 'react';
import { useFormState, type FieldErrors } from 'react-hook-form';
import type { BookingInput } from '../../../domain/booking.schema.ts';
import type { FieldError } from '../../../domain/api-error.schema.ts';
import { ErrorSummary, type ErrorSummaryGroup, type ErrorSummaryItem } from '../../components/ui/error-summary.tsx';
import { BOOKING_FIELDS, BOOKING_STEPS, fieldId, findField } from './booking-fields.ts';

/** Every message in a react-hook-form error tree, with its dotted path (`references.0.email`). */
export function flattenErrors(errors: unknown, prefix = ''): FieldError[] {
  if (typeof errors !== 'object' || errors === null) return [];
  const node = errors as Record<string, unknown>;
  const found: FieldError[] = [];
  if (typeof node.message === 'string' && node.message && typeof node.type === 'string') {
    found.push({ path: prefix, message: node.message });
  }
  for (const [key, child] of Object.entries(node)) {
    // `ref` is the DOM element the error belongs to; the rest are the error's own fields.
    if (key === 'ref' || key === 'type' || key === 'types' || key === 'message') continue;
    found.push(...flattenErrors(child, prefix ? `${prefix}.${key}` : key));
  }
  return found;
}

/** Known fields grouped by step, in form order; anything else (e.g. a server rule) under "Other". */
export function buildSummaryGroups(
  errors: FieldErrors<BookingInput>,
  otherErrors: readonly FieldError[],
): ErrorSummaryGroup[] {
  const messages = new Map(flattenErrors(errors).map((error) => [error.path, error.message]));
  const groups: ErrorSummaryGroup[] = BOOKING_STEPS.map((step, index) => ({
    key: `step-${index}`,
    title: `Step ${index + 1}: ${step.title}`,
    items: BOOKING_FIELDS.filter((field) => field.step === index && messages.has(field.path)).map((field) => ({
      key: field.path,
      // "Is the carrier based in Ontario? Say whether…" reads better than "…Ontario?: Say…".
      text: `${field.label}${field.label.endsWith('?') ? '' : ':'} ${messages.get(field.path)}`,
      targetId: fieldId(field.path),
    })),
  }));
  const unknown: ErrorSummaryItem[] = [
    ...[...messages].filter(([path]) => !findField(path)),
    ...otherErrors.map((error) => [error.path, error.message] as const),
  ].map(([path, message], index) => ({ key: `other-${index}-${path}`, text: message }));
  groups.push({ key: 'other', title: 'Other', items: unknown });
  return groups.filter((group) => group.items.length > 0);
}

export function BookingErrorSummary({
  otherErrors,
  onSelect,
  ref,
}: {
  otherErrors: readonly FieldError[];
  onSelect: (path: string) => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const { errors } = useFormState<BookingInput>();
  const groups = buildSummaryGroups(errors, otherErrors);
  if (groups.length === 0) return null;
  return (
    <ErrorSummary
      ref={ref}
      title="Some answers need your attention"
      groups={groups}
      onSelect={(item) => onSelect(item.key)}
    />
  );
}
