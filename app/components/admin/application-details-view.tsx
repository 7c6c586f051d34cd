import { spacesFitWords } from './spaces-fit.ts';
import { TRUCK_OR_TRAILERS } from '../../../domain/booking.schema.ts';
import type { ApplicationDetails } from '../../../domain/admin.schema.ts';
import { EarlierDocuments } from './earlier-documents.tsx';
import { ApplicationHistory } from './application-history.tsx';
import { BankDetails } from './bank-details.tsx';
import { formatDate, formatMoney, yesNo } from './admin-format.ts';
import { DetailsSection, Facts } from './facts.tsx';

const TRUCK_COUNTS = [
  ['highwayTrucks', 'Highway trucks'],
  ['dayCab', 'Day cabs'],
  ['boxTrucks', 'Box trucks'],
  ['dumpTrucks', 'Dump trucks'],
  ['dryVans', 'Dry vans'],
  ['reefer', 'Reefers'],
  ['flatbed', 'Flatbeds'],
  ['otherTrailers', 'Other trailers'],
] as const satisfies ReadonlyArray<readonly [keyof ApplicationDetails['truck'], string]>;

function truckOrTrailers(value: number): string {
  return TRUCK_OR_TRAILERS.find((option) => option.value === value)?.label ?? String(value);
}

/**
 * Every answer of one application, the carrier's company first, then grouped like the wizard's steps
 * (Personal Info; Bank Info; References; Previous Landlords; Move-in Info; Fleet Info), with codes
 * and booleans in words, then its history. The documents are shown above, with their review
 * (application-documents.tsx).
 */
export function ApplicationDetailsView({ application }: { application: ApplicationDetails }) {
  const { personalInfo: person, moveInInfo: moveIn, fleetInfo: fleet } = application;
  return (
    <div className="space-y-6">
      <DetailsSection title="Company">
        <Facts
          items={[
            ['Company legal name', person.companyName],
            ['CVOR or USDOT number', person.cvorOrUsdot],
          ]}
        />
      </DetailsSection>

      <DetailsSection title="Personal Info">
        <Facts
          items={[
            ['First name', person.firstName],
            ['Middle name', person.middleName],
            ['Last name', person.lastName],
            [
              'Phone number',
              <a
                key="phone"
                className="underline underline-offset-2"
                href={`tel:${person.phoneNumber.replace(/[^\d+]/g, '')}`}
              >
                {person.phoneNumber}
              </a>,
            ],
            [
              'Email',
              <a key="email" className="underline underline-offset-2" href={`mailto:${person.email}`}>
                {person.email}
              </a>,
            ],
            ['Street address', person.streetAddress],
            ['Apt / unit', person.aptUnitNumber],
            ['City', person.city],
            ['Province or state', person.state],
            ['Postal / zip code', person.postalZipCode],
            ['Date', formatDate(person.applicantDate)],
          ]}
        />
      </DetailsSection>

      <DetailsSection title="Bank Info">
        <BankDetails applicationId={application.id} masked={application.bankingInfo} />
      </DetailsSection>

      <DetailsSection title="References">
        {application.references.map((reference, index) => (
          <div key={index}>
            <h3 className="mb-2 text-lg font-semibold">Reference {index + 1}</h3>
            <Facts
              items={[
                ['Name', reference.name],
                ['Relationship', reference.relationship],
                ['Company', reference.company],
                ['Phone', reference.phone],
                ['Address', reference.address],
                ['Email', reference.email],
              ]}
            />
          </div>
        ))}
      </DetailsSection>

      <DetailsSection title="Previous Landlords">
        <Facts
          items={[
            ['Previous landlords given', String(application.previousLandlords.length)],
            ...(application.previousLandlordsNote
              ? ([['Why fewer than three', application.previousLandlordsNote]] as const)
              : []),
          ]}
        />
        {application.previousLandlords.map((landlord, index) => (
          <div key={index}>
            <h3 className="mb-2 text-lg font-semibold">Previous landlord {index + 1}</h3>
            <Facts
              items={[
                ['Company', landlord.company],
                ['Landlord name', landlord.landlordName],
                ['Phone', landlord.phone],
                ['Address', landlord.address],
                ['Space rented', landlord.spaceRented],
                ['From', formatDate(landlord.rentalStartDate)],
                ['To', formatDate(landlord.rentalEndDate)],
                ['May we contact them for a reference?', yesNo(landlord.canContactForReference)],
              ]}
            />
          </div>
        ))}
      </DetailsSection>

      <DetailsSection title="Move-in Info">
        <Facts
          items={[
            ['Move-in date', formatDate(moveIn.moveInDate)],
            ['Location applied for', moveIn.locationAppliedFor],
            ...(application.spacesFit ? [['Room at its yard', spacesFitWords(application.spacesFit)] as const] : []),
            ['Truck or trailers', truckOrTrailers(moveIn.truckOrTrailers)],
            ['Rate approved per spot', formatMoney(moveIn.rateApprovedPerSpot)],
            ['Is the carrier based in Ontario?', yesNo(moveIn.isCarrierBasedInOntario)],
            ["Carrier's province or state", moveIn.stateOrProvince],
          ]}
        />
      </DetailsSection>

      <DetailsSection title="Fleet Info">
        <div>
          <h3 className="mb-2 text-lg font-semibold">Vehicles</h3>
          <Facts items={TRUCK_COUNTS.map(([key, label]) => [label, String(application.truck[key])] as const)} />
        </div>
        <div>
          <h3 className="mb-2 text-lg font-semibold">Payments and maintenance</h3>
          <Facts
            items={[
              ['Bounced cheque or missed payment?', yesNo(fleet.hasBouncedCheckOrMissedPayment)],
              ...(fleet.hasBouncedCheckOrMissedPayment
                ? ([
                    ['Date of the last one', formatDate(fleet.lastBouncedCheckOrMissedPayment)],
                    ['What happened', fleet.bouncedCheckExplanation],
                  ] as const)
                : []),
              ['Internal fleet repair shop?', yesNo(fleet.hasInternalFleetRepairShop)],
              ['Will perform maintenance on the property?', yesNo(fleet.willPerformMaintenanceOnProperties)],
            ]}
          />
        </div>
      </DetailsSection>

      <DetailsSection title="History">
        <ApplicationHistory createdAt={application.createdAt} events={application.history} />
        <EarlierDocuments documents={application.earlierDocuments} />
      </DetailsSection>
    </div>
  );
}
