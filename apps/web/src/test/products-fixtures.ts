// The product tests still import the fixtures by their former name: they are being edited as this
// moves, so they switch to admin-fixtures with those edits, and this file goes then.
export * from './admin-fixtures';
