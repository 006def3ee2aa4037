import {
  activateLicenseRequest,
  activateLicenseResponse,
  deactivateLicenseRequest,
  deactivateLicenseResponse,
  validateLicenseRequest,
  validateLicenseResponse,
} from '../licenses.js';
import { licenseRoutes } from './licenses.js';
import { joinRoutes, routeShapes } from './route.js';

export const licenseShapes = routeShapes('licenses', {
  validate: {
    summary: 'Check a licence key',
    description:
      "For the merchant's software: whether a licence key (and, when given, one of its activations) is valid, with the key's status, limits and the product and order it was sold with; a disabled or expired key answers `valid: false` with the reason in `error`. 404 for an unknown key; 422 `license_key_ambiguous` when the key exists in more than one store (send `store_id`); 429 when one address or key asks too often.",
    body: validateLicenseRequest,
    answer: { 200: validateLicenseResponse },
  },
  activate: {
    summary: 'Activate a licence key on a device',
    description:
      'Records a new activation (an instance) of the key, named by the software, and answers its `instance.id`, which the software keeps for validating and deactivating. 422 on `license_key` when the key is disabled, expired, at its activation limit (`license_activation_limit`), or sold with unknown terms; 404 for an unknown key.',
    body: activateLicenseRequest,
    answer: { 200: activateLicenseResponse },
  },
  deactivate: {
    summary: 'Deactivate a licence key on a device',
    description:
      'Ends one activation of the key, freeing a place under its activation limit. 422 `license_instance_unknown` when the instance is not an activation of this key; 404 for an unknown key.',
    body: deactivateLicenseRequest,
    answer: { 200: deactivateLicenseResponse },
  },
});

export const licenseApi = joinRoutes(licenseRoutes, licenseShapes);
