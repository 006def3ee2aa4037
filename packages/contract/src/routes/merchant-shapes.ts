import { account, changePasswordRequest, deleteAccountRequest, updateAccountRequest } from '../account.js';
import {
  loginRequest,
  passwordResetConfirmRequest,
  passwordResetRequest,
  refreshResponse,
  registerRequest,
  sessionResponse,
} from '../auth.js';
import { envelope, okResponse } from '../common.js';
import { merchantRoutes } from './merchant.js';
import { joinRoutes, routeShapes } from './route.js';

const accountTag = { tags: ['account'] };

export const merchantShapes = routeShapes('auth', {
  register: { body: registerRequest, answer: { 201: sessionResponse } },
  login: { body: loginRequest, answer: { 200: sessionResponse } },
  passwordReset: { body: passwordResetRequest, answer: { 200: okResponse } },
  confirmPasswordReset: { body: passwordResetConfirmRequest, answer: { 200: sessionResponse } },
  refreshToken: { answer: { 200: refreshResponse } },
  logout: { answer: { 200: okResponse } },
  account: { ...accountTag, answer: { 200: envelope(account) } },
  updateAccount: { ...accountTag, body: updateAccountRequest, answer: { 200: envelope(account) } },
  changePassword: { ...accountTag, body: changePasswordRequest, answer: { 200: okResponse } },
  deleteAccount: { ...accountTag, body: deleteAccountRequest, answer: { 200: okResponse } },
});

export const merchantApi = joinRoutes(merchantRoutes, merchantShapes);
