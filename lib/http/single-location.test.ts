import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { keepOneLocationHeader } from './single-location';

/** A Node response of its own prototype, so the patch stays inside this test. */
function response(): ServerResponse {
  class Response extends ServerResponse {}
  keepOneLocationHeader(Response.prototype);
  return new Response(new IncomingMessage(new Socket()));
}

describe('a redirect names one address (vercel/next.js#82117: the cached headers were appended to the rendered ones)', () => {
  it('does not append a Location header with the value it already has', () => {
    const res = response();
    res.setHeader('Location', '/uk/news/current');
    res.appendHeader('location', '/uk/news/current');
    expect(res.getHeader('location')).toBe('/uk/news/current');
  });

  it('appends another value, and every other header, as Node does', () => {
    const res = response();
    res.appendHeader('Location', '/a');
    res.appendHeader('Location', '/b');
    expect(res.getHeader('location')).toEqual(['/a', '/b']);
    res.setHeader('Vary', 'RSC');
    res.appendHeader('Vary', 'RSC');
    expect(res.getHeader('vary')).toEqual(['RSC', 'RSC']);
  });

  it('leaves Node’s own responses alone until it is asked', () => {
    const plain = new ServerResponse(new IncomingMessage(new Socket()));
    plain.setHeader('Location', '/a');
    plain.appendHeader('Location', '/a');
    expect(plain.getHeader('location')).toEqual(['/a', '/a']);
  });
});
