import { z } from 'zod';
import { loggedOut, loginRequest, refreshRequest, registeredUser, registerRequest, tokenPair } from '../auth';
import { contactMessage } from '../contact';
import { endpoint } from '../endpoint';

/** Sign-in and the contact form: the public endpoints (spec §7, design.md §4); login and register are rate limited per IP. */
export const AUTH_ENDPOINTS = {
  register: endpoint({
    method: 'POST',
    url: '/register/',
    body: registerRequest,
    response: { 201: registeredUser },
    public: true,
    invalid: 'Registration failed',
  }),
  login: endpoint({
    method: 'POST',
    url: '/login/',
    body: loginRequest,
    response: { 200: tokenPair },
    public: true,
    invalid: 'Username and password are required',
  }),
  refreshToken: endpoint({ method: 'POST', url: '/token/refresh/', body: refreshRequest, response: { 200: tokenPair }, public: true }),
  logout: endpoint({ method: 'POST', url: '/logout/', body: refreshRequest, response: { 200: loggedOut }, public: true }),
  contact: endpoint({
    method: 'POST',
    url: '/contact/',
    body: contactMessage,
    response: { 201: z.object({ ok: z.literal(true) }) },
    public: true,
    invalid: 'The message could not be sent',
  }),
} as const;
