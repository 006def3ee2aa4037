export * from './constants.js';
export * from './messages.js';
export * from './validation.js';
export * from './common.js';
export * from './auth.js';
export * from './media.js';
export * from './stores.js';
export * from './settings.js';
