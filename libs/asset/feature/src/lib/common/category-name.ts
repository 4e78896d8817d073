import type { LocalisedNames } from '@portal/shared-api-contract';

/** A category's name in the user's language; English when the language is not one of the seven. */
export const categoryName = (names: LocalisedNames, locale: string): string => names[locale as keyof LocalisedNames] ?? names['en-US'];
