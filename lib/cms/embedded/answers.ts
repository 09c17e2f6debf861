import type { CmsAnswer } from '../types';
import { copy } from './store';

/** The embedded CMS's answers in WordPress's shapes, and its reading of query parameters. */

export type Json = Record<string, unknown>;
export type Query = Record<string, string>;

export function answer(status: number, body: unknown, total: number | null = null, totalPages: number | null = null): CmsAnswer {
  return { status, body: copy(body), total, totalPages };
}

export const notFound = (message: string) => answer(404, { code: 'not_found', message, data: { status: 404 } });
export const noRoute = () =>
  answer(404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
export const wrongMethod = () =>
  answer(405, { code: 'rest_method_not_allowed', message: 'Method not allowed for this route.', data: { status: 405 } });
export const invalidParam = (param: string, message: string) =>
  answer(400, { code: 'rest_invalid_param', message: `Invalid parameter(s): ${param}`, data: { status: 400, params: { [param]: message } } });

export const int = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) ? n : fallback;
};
export const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);
