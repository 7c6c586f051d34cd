import { useEffect, useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { PREVIOUS_LANDLORD_COUNT, type BookingInput } from '../../../domain/booking.schema.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { LANDLORD_NOTE_LABEL } from './booking-fields.ts';
import { createBlankLandlord } from './booking-form-values.ts';
import { BookingTextField } from './form-fields.tsx';
import { LandlordFields } from './landlord-fields.tsx';

type Landlords = BookingInput['previousLandlords'];

const buttonClassName =
  'inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 px-4 font-semibold text-navy-900 hover:bg-slate-100';

/**
 * One to three previous landlords' blocks, or none when the person has not rented parking before
 * (an empty list). With fewer than three, one line says why. Ticking "none" keeps the blocks typed
 * so far, and unticking it brings them back.
 */
export function PreviousLandlords() {
  const { t } = useI18n();
  const { control, getValues, setValue } = useFormContext<BookingInput>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'previousLandlords' });
  const setAside = useRef<Landlords>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  // A removed block took the focused button with it: focus goes to "Add a previous landlord",
  // once the render after the removal has shown it.
  const focusAddNext = useRef(false);
  const none = fields.length === 0;

  useEffect(() => {
    if (!focusAddNext.current) return;
    focusAddNext.current = false;
    addButton.current?.focus();
  });

  function toggleNone(checked: boolean) {
    if (checked) {
      setAside.current = getValues('previousLandlords');
      replace([]);
    } else {
      replace(setAside.current.length > 0 ? setAside.current : [createBlankLandlord() as Landlords[number]]);
    }
  }

  function add() {
    append(createBlankLandlord() as Landlords[number], {
      shouldFocus: true,
      focusName: `previousLandlords.${fields.length}.company`,
    });
    // The note is asked only with fewer than three: hidden, it must neither block Book nor be sent.
    if (fields.length + 1 >= PREVIOUS_LANDLORD_COUNT) setValue('previousLandlordsNote', '');
  }

  return (
    <section aria-labelledby="landlords-heading" className="space-y-4">
      <h3 id="landlords-heading" className="text-lg font-bold text-navy-900">
        {t('booking.landlords.heading')}
      </h3>
      <p className="text-slate-700">{t('booking.landlords.intro')}</p>
      <label className="flex min-h-11 items-center gap-3 font-semibold text-navy-900">
        <input
          type="checkbox"
          id="booking-previousLandlords-none"
          className="size-6 shrink-0 accent-navy-900"
          checked={none}
          onChange={(event) => toggleNone(event.target.checked)}
        />
        {t('booking.landlords.none')}
      </label>
      {fields.map((field, index) => (
        <LandlordFields
          key={field.id}
          index={index}
          onRemove={
            fields.length > 1
              ? () => {
                  focusAddNext.current = true;
                  remove(index);
                }
              : undefined
          }
        />
      ))}
      {!none && fields.length < PREVIOUS_LANDLORD_COUNT ? (
        <button ref={addButton} type="button" onClick={add} className={buttonClassName}>
          {t('booking.landlords.add')}
        </button>
      ) : null}
      {fields.length < PREVIOUS_LANDLORD_COUNT ? (
        <BookingTextField
          name="previousLandlordsNote"
          label={t(LANDLORD_NOTE_LABEL)}
          help={t('booking.landlords.noteHelp')}
          required
          autoComplete="off"
        />
      ) : null}
    </section>
  );
}
