/** The storefront form's id: its fields sit in several cards, tied to the one form by this id. */
export const STOREFRONT_FORM_ID = 'storefront-form';
