// The address form's draft (what is typed), the body it sends, and the sentence for each field:
// the same before sending (the contract's addressInputSchema, with its postal code check per
// country, run here) and after a 400. The postal code's sentence names the country and its format.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { addressInputSchema, type Address, type AddressInput } from '@portal/shared-api-contract';
import { companyLimits } from '@portal/shared-api-contract/vocabulary';
import { countryName } from '@portal/shared-ui';
import { schemaFieldErrors } from '../common';
import { postalCodeExamples } from './postal-code-examples';

/** What the form holds, as typed: the country as its code ('' = none chosen yet). */
export interface AddressDraft {
  label: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  defaultDelivery: boolean;
}
export type AddressField = keyof AddressDraft;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const emptyAddressDraft = (country: string): AddressDraft => ({ label: '', street: '', postalCode: '', city: '', country, defaultDelivery: false });

export const draftOfAddress = (a: Address): AddressDraft => ({
  label: a.label,
  street: a.street,
  postalCode: a.postalCode,
  city: a.city,
  country: a.country,
  defaultDelivery: a.defaultDelivery,
});

/** The body of POST (and, with the version, of PUT): texts trimmed. */
export const addressInputOf = (d: AddressDraft): AddressInput => ({
  label: d.label.trim(),
  street: d.street.trim(),
  postalCode: d.postalCode.trim(),
  city: d.city.trim(),
  country: d.country,
  defaultDelivery: d.defaultDelivery,
});

const { maxLabel, maxStreet, maxPostalCode, maxCity } = companyLimits;

/** How a postal code of the country looks, for the field's description and message (null: none known). */
export const postalCodeExample = (country: string): string | null => postalCodeExamples[country.toUpperCase()] ?? null;

/** The postal code's sentence: the country's format when one is chosen. */
function postalCodeMessage(locale: string, country: string): MessageDescriptor {
  if (!country) return msg`Enter a postal code of at most ${maxPostalCode} characters.`;
  const name = countryName(country, locale);
  const example = postalCodeExample(country);
  return example ? msg`Enter a postal code of the chosen country (${name}), like ${example}.` : msg`Enter a postal code of the chosen country (${name}).`;
}

/** The form's sentence per field, for its own check and for a 400 naming the field. */
export const addressFieldMessages = (locale: string, country: string): Record<AddressField, MessageDescriptor> => ({
  label: msg`Enter a name of at most ${maxLabel} characters.`,
  street: msg`Enter the street and number, in at most ${maxStreet} characters.`,
  postalCode: postalCodeMessage(locale, country),
  city: msg`Enter a city of at most ${maxCity} characters.`,
  country: msg`Choose a country from the list.`,
  defaultDelivery: msg`Choose whether this is the default delivery address.`,
});

/** What the API would refuse, by the contract's own schema, in the user's language (empty when fine). */
export const addressErrors = (i18n: I18n, draft: AddressDraft): AddressErrors =>
  schemaFieldErrors(addressInputSchema, addressInputOf(draft), i18n, addressFieldMessages(i18n.locale, draft.country));
