import {
  AGREEMENT_API,
  AgreementAnswerSchema,
  type AgreementRatesRequest,
  type CountersignRequest,
} from '../../domain/agreement.schema.ts';
import { postJson } from './api-client.ts';

/** The admin's agreement calls as the dashboard makes them. */
export function countersignAgreement(request: CountersignRequest) {
  return postJson(AGREEMENT_API.countersign, request, AgreementAnswerSchema);
}

/** The rates go as the form read them (text it could not read as a number too): the server checks them. */
export function reviseAgreementRates(request: AgreementRatesRequest) {
  return postJson(AGREEMENT_API.rates, request, AgreementAnswerSchema);
}
