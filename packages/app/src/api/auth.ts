import {
  apiPaths,
  CompleteResetResponse,
  ForgotResponse,
  LoginResponse,
  LogoutResponse,
  RegisterResponse,
  ResendVerificationResponse,
  ValidateResetResponse,
  VerifyEmailResponse,
  type CompleteResetRequest,
  type LoginRequest,
  type RegisterRequest,
  type Session,
} from '@rabt/contract';
import { apiCall } from './client.ts';

/** The auth calls of spec §7 (and the verification calls the contract adds). */
export const authApi = {
  login: (body: LoginRequest): Promise<Session> =>
    apiCall(apiPaths.login, LoginResponse, { method: 'post', data: body }).then((r) => r.results),
  register: (body: RegisterRequest): Promise<Session> =>
    apiCall(apiPaths.register, RegisterResponse, { method: 'post', data: body }).then((r) => r.results),
  forgot: (email: string) => apiCall(apiPaths.forgot, ForgotResponse, { method: 'post', data: { email } }).then((r) => r.results),
  validateReset: (customerId: string, token: string) =>
    apiCall(apiPaths.validateReset(customerId, token), ValidateResetResponse).then((r) => r.results),
  completeReset: (body: CompleteResetRequest) =>
    apiCall(apiPaths.completeReset, CompleteResetResponse, { method: 'post', data: body }).then((r) => r.results),
  verifyEmail: (customerId: string, token: string) =>
    apiCall(apiPaths.verifyEmail, VerifyEmailResponse, { method: 'post', data: { customer_id: customerId, token } }).then(
      (r) => r.results,
    ),
  resendVerification: () =>
    apiCall(apiPaths.resendVerification, ResendVerificationResponse, { method: 'post' }).then((r) => r.results),
  logout: () => apiCall(apiPaths.logout, LogoutResponse, { method: 'post' }).then((r) => r.results),
};
