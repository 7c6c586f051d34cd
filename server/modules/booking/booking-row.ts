import type { Booking } from '../../../domain/booking.schema.ts';
import { seal } from '../../lib/sealed-box.ts';

/** The applications row of a validated booking; its bank numbers sealed with the data key. */
export function applicationRow(booking: Booking, reference: string, createdAt: string, key: Buffer) {
  const { personalInfo, truck, moveInInfo, fleetInfo, bankingInfo } = booking;
  return {
    reference,
    status: 'pending' as const,
    language: booking.language,
    created_at: createdAt,
    decided_at: null,
    company_name: personalInfo.companyName,
    cvor_or_usdot: personalInfo.cvorOrUsdot,
    previous_landlords_note: booking.previousLandlordsNote,
    first_name: personalInfo.firstName,
    middle_name: personalInfo.middleName,
    last_name: personalInfo.lastName,
    phone_number: personalInfo.phoneNumber,
    email: personalInfo.email,
    street_address: personalInfo.streetAddress,
    apt_unit_number: personalInfo.aptUnitNumber,
    city: personalInfo.city,
    state: personalInfo.state,
    postal_zip_code: personalInfo.postalZipCode,
    applicant_date: personalInfo.applicantDate,
    insurance_expires_on: personalInfo.insuranceExpiresOn ?? null,
    highway_trucks: truck.highwayTrucks,
    day_cab: truck.dayCab,
    box_trucks: truck.boxTrucks,
    dump_trucks: truck.dumpTrucks,
    dry_vans: truck.dryVans,
    reefer: truck.reefer,
    flatbed: truck.flatbed,
    other_trailers: truck.otherTrailers,
    move_in_date: moveInInfo.moveInDate,
    truck_or_trailers: moveInInfo.truckOrTrailers,
    rate_approved_per_spot: moveInInfo.rateApprovedPerSpot,
    location_applied_for: moveInInfo.locationAppliedFor,
    is_carrier_based_in_ontario: moveInInfo.isCarrierBasedInOntario ? 1 : 0,
    state_or_province: moveInInfo.stateOrProvince,
    has_bounced_check_or_missed_payment: fleetInfo.hasBouncedCheckOrMissedPayment ? 1 : 0,
    // Stored as sent, even when the yes/no disagrees: a value that was given is never dropped.
    last_bounced_check_or_missed_payment: fleetInfo.lastBouncedCheckOrMissedPayment,
    bounced_check_explanation: fleetInfo.bouncedCheckExplanation,
    has_internal_fleet_repair_shop: fleetInfo.hasInternalFleetRepairShop ? 1 : 0,
    will_perform_maintenance_on_properties: fleetInfo.willPerformMaintenanceOnProperties ? 1 : 0,
    bank_name: bankingInfo.bank,
    bank_numbers_sealed: seal(
      JSON.stringify({ transit: bankingInfo.contact, institution: bankingInfo.phone, account: bankingInfo.address }),
      key,
    ),
  };
}
