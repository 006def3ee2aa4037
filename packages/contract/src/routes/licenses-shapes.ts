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
  validate: { body: validateLicenseRequest, answer: { 200: validateLicenseResponse } },
  activate: { body: activateLicenseRequest, answer: { 200: activateLicenseResponse } },
  deactivate: { body: deactivateLicenseRequest, answer: { 200: deactivateLicenseResponse } },
});

export const licenseApi = joinRoutes(licenseRoutes, licenseShapes);
