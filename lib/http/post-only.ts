import { apiError } from './api-error';

/**
 * The answer of a POST-only API route to any other method: 405 with `Allow: POST`. Each such
 * route re-exports these as its own GET, PUT, PATCH and DELETE.
 */
const methodNotAllowed = () => apiError(405, 'method_not_allowed', { headers: { allow: 'POST' } });

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
