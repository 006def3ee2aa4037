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
  register: {
    summary: 'Register a merchant account',
    description:
      'Creates a merchant account and signs it in: the answer holds an access token, and a refresh cookie is set. 422 `email_taken` when the address already has an account; the password must meet the length rules named in the 422.',
    body: registerRequest,
    answer: { 201: sessionResponse },
  },
  login: {
    summary: 'Sign a merchant in',
    description:
      'Checks the e-mail address and password and answers an access token, setting the refresh cookie. 422 `invalid_credentials` (on `email`) when either is wrong, without saying which; 429 after too many attempts from one address.',
    body: loginRequest,
    answer: { 200: sessionResponse },
  },
  passwordReset: {
    summary: 'Mail a password reset link',
    description:
      'Mails a link to reset the password when the address has an account. The answer is the same whether it has one or not, so it reveals no accounts.',
    body: passwordResetRequest,
    answer: { 200: okResponse },
  },
  confirmPasswordReset: {
    summary: 'Set a new password from a reset link',
    description:
      'Sets the new password with the token from the reset mail and signs the merchant in. 422 `reset_link_expired` (on `token`) when the link is older than its lifetime or was used: ask for a new one.',
    body: passwordResetConfirmRequest,
    answer: { 200: sessionResponse },
  },
  refreshToken: {
    summary: 'Renew the access token',
    description:
      'Answers a new access token for the session held by the refresh cookie; send the XSRF header the cookie pairs with. 401 when the cookie is missing, expired or revoked: sign in again.',
    answer: { 200: refreshResponse },
  },
  logout: {
    summary: 'Sign out',
    description: "Ends the merchant's session: its refresh cookie is cleared and its tokens no longer work.",
    answer: { 200: okResponse },
  },
  account: {
    summary: "Read the merchant's account",
    description: "The signed-in merchant's name, e-mail address and preferences.",
    ...accountTag,
    answer: { 200: envelope(account) },
  },
  updateAccount: {
    summary: "Change the merchant's account",
    description:
      'Changes the name, e-mail address or preferences. Changing the e-mail address needs `current_password` (422 `wrong_password` otherwise); 422 `email_taken` when another account has the address.',
    ...accountTag,
    body: updateAccountRequest,
    answer: { 200: envelope(account) },
  },
  changePassword: {
    summary: "Change the merchant's password",
    description:
      'Sets a new password after checking the current one (422 `wrong_password`); every other session of the merchant is signed out and their API tokens in all their stores are revoked.',
    ...accountTag,
    body: changePasswordRequest,
    answer: { 200: okResponse },
  },
  deleteAccount: {
    summary: "Delete the merchant's account",
    description:
      'Deletes the account and its stores after checking the password (422 `wrong_password`). 422 `account_has_orders` when a store has orders: those are kept for the tax records.',
    ...accountTag,
    body: deleteAccountRequest,
    answer: { 200: okResponse },
  },
});

export const merchantApi = joinRoutes(merchantRoutes, merchantShapes);
