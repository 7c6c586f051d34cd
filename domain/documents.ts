/**
 * The five documents of a booking. `kind` is the upload endpoint's last path segment;
 * `field` is where the booking payload carries the upload's reference.
 */
export const DOCUMENT_KINDS = [
  {
    kind: 'ArticleOfIncorporation',
    field: 'articleOfIncorporationPath',
    label: 'Article of Incorporation',
    requiredMessage: 'Article of Incorporation is required',
  },
  {
    kind: 'CompanyOwnersDriverLicense',
    field: 'companyOwnersDriverLicensePath',
    label: "Company owner's driver's licence",
    requiredMessage: "Driver's License is required",
  },
  {
    kind: 'CertificateOfInsurance',
    field: 'certificateOfInsurancePath',
    label: 'Certificate of Insurance',
    requiredMessage: 'Insurance Certificate is required',
  },
  {
    kind: 'CertifiedPayment',
    field: 'certifiedPaymentPath',
    label: 'Certified payment',
    requiredMessage: 'Certified Payment is required',
  },
  {
    kind: 'PostdatedChecks',
    field: 'postdatedChecksPath',
    label: 'Postdated cheques',
    requiredMessage: 'Postdated Checks are required',
  },
] as const;

export type DocumentKind = (typeof DOCUMENT_KINDS)[number]['kind'];
export type DocumentField = (typeof DOCUMENT_KINDS)[number]['field'];

export const DOCUMENT_KIND_NAMES = DOCUMENT_KINDS.map((document) => document.kind) as [DocumentKind, ...DocumentKind[]];

/** 10 MB: refused in the browser before upload and again by the server. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** Types decided by the file's content; JPEG is the original's, PDF and PNG are what carriers often have. */
export const ACCEPTED_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type AcceptedDocumentType = (typeof ACCEPTED_DOCUMENT_TYPES)[number];

/** For the file input's `accept`: a hint to the picker only; the server decides by content. */
export const DOCUMENT_ACCEPT_ATTRIBUTE = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** The opaque reference an upload answers with: 43 base64url characters (256 random bits). */
export const DOCUMENT_REFERENCE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
