export { embedAllowLists } from './embed-allow-lists.js';
