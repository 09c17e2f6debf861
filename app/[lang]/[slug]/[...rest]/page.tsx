import { notFound } from 'next/navigation';

/** Paths deeper than any route of the route table: the 404 screen with status 404. */
export default function DeepUnknownPath(): never {
  notFound();
}
