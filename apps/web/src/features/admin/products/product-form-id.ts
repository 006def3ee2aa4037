/** The product form's id: its fields sit in several cards, tied to the one form by this id. */
export const PRODUCT_FORM_ID = 'product-form';
