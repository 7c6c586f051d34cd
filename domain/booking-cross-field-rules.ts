import type { FieldError } from './api-error.schema.ts';
import { postalCodeProblem } from './postal-codes.ts';

/**
 * The booking's rules between fields (ADR 064), as plain functions: booking.schema.ts applies them
 * to a parsed booking, and the wizard also to its answers as they stand. zod skips an object's
 * checks while any field inside it has a message that stops its own checks (an empty required field
 * does), so a half-filled form would not hear about these until the rest was right.
 */
export const PREVIOUS_LANDLORDS_ASKED = 3;
export const CARRIER_PROVINCE_REQUIRED_MESSAGE = 'Province or state of the carrier is required';
export const LANDLORD_NOTE_REQUIRED_MESSAGE = `Say in one line why you give fewer than ${PREVIOUS_LANDLORDS_ASKED} previous landlords`;

/** A carrier not based in Ontario gives its province or state. */
export function carrierProvinceProblem(basedInOntario: unknown, province: unknown): string | undefined {
  return basedInOntario === false && text(province) === '' ? CARRIER_PROVINCE_REQUIRED_MESSAGE : undefined;
}

/** With fewer than three previous landlords, a note says why. */
export function landlordNoteProblem(landlords: unknown, note: unknown): string | undefined {
  return Array.isArray(landlords) && landlords.length < PREVIOUS_LANDLORDS_ASKED && text(note) === ''
    ? LANDLORD_NOTE_REQUIRED_MESSAGE
    : undefined;
}

/** Every rule between fields that the answers break, by field path (`personalInfo.postalZipCode`). */
export function crossFieldProblems(answers: unknown): FieldError[] {
  const booking = record(answers);
  const person = record(booking.personalInfo);
  const moveIn = record(booking.moveInInfo);
  const problems: Array<[string, string | undefined]> = [
    ['personalInfo.postalZipCode', postalProblem(text(person.state), text(person.postalZipCode))],
    ['moveInInfo.stateOrProvince', carrierProvinceProblem(moveIn.isCarrierBasedInOntario, moveIn.stateOrProvince)],
    ['previousLandlordsNote', landlordNoteProblem(booking.previousLandlords, booking.previousLandlordsNote)],
  ];
  return problems.flatMap(([path, message]) => (message ? [{ path, message }] : []));
}

/** Only once both are given: a missing one has its own message. */
function postalProblem(region: string, code: string): string | undefined {
  return region !== '' && code !== '' ? postalCodeProblem(region, code) : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
