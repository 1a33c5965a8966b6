import { describe, expect, it } from 'vitest';
import { normalizeHostname } from './hostname.ts';

describe('normalizeHostname', () => {
  it.each([
    ['localhost', 'localhost'],
    ['LOCALHOST:5173', 'localhost'],
    ['canal.example.es.', 'canal.example.es'],
    ['https://Canal.Example.es:8443/denuncias?x=1', 'canal.example.es'],
    ['canal.example.es/denuncias', 'canal.example.es'],
    ['127.0.0.1:8080', '127.0.0.1'],
    ['[::1]:8080', '[::1]'],
    ['http://[::1]:8080/', '[::1]'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeHostname(input)).toBe(expected);
  });

  it.each(['', '   ', 'http://', 'bad host', 'ex<ample>.es', '[::1'])('refuses %j', (input) => {
    expect(normalizeHostname(input)).toBeNull();
  });
});
