import { describe, expect, it } from 'vitest';
import {
  applyCaseSearchPatch,
  canQueryCases,
  clearCaseFilters,
  hasCaseFilters,
  parseCaseListSearch,
  toCaseListRequest,
} from './case-list-search.ts';

function parse(query: string) {
  return parseCaseListSearch(new URLSearchParams(query));
}

describe('case list search parameters', () => {
  it('without parameters asks the first 10, newest first, unfiltered', () => {
    expect(toCaseListRequest(parse(''))).toEqual({
      start: 0,
      length: 10,
      sort: 'fec_alta',
      order: 'desc',
      gettotal: true,
      filtros: {},
    });
  });

  it('maps every URL parameter to the request body (page counted from 1)', () => {
    const search = parse(
      'estado=3&tipo=2&desde=2026-01-01&hasta=2026-01-31&vencidas=1&texto=%208e9a%20&page=3&size=25&sort=idtipodenuncia&order=desc',
    );
    expect(canQueryCases(search)).toBe(true);
    expect(toCaseListRequest(search)).toEqual({
      start: 50,
      length: 25,
      sort: 'idtipodenuncia',
      order: 'desc',
      gettotal: true,
      filtros: {
        idestadodenuncia: 3,
        idtipodenuncia: 2,
        desde: '2026-01-01',
        hasta: '2026-01-31',
        vencidas: true,
        texto: '8e9a',
      },
    });
  });

  it('ignores malformed values instead of sending them', () => {
    const request = toCaseListRequest(
      parse('estado=abc&tipo=-2&page=0&size=7&sort=nombre&order=sideways&vencidas=yes'),
    );
    expect(request).toEqual({ start: 0, length: 10, sort: 'fec_alta', order: 'desc', gettotal: true, filtros: {} });
    expect(toCaseListRequest(parse('sort=iddenuncia')).order).toBe('asc');
  });

  it('flags impossible dates and a range that ends before it starts, and then cannot query', () => {
    expect(parse('desde=2026-02-30').dateErrors).toEqual({ desde: 'invalid' });
    expect(parse('hasta=26-01-01').dateErrors).toEqual({ hasta: 'invalid' });
    const reversed = parse('desde=2026-03-01&hasta=2026-02-28');
    expect(reversed.dateErrors).toEqual({ hasta: 'beforeStart' });
    expect(canQueryCases(reversed)).toBe(false);
    expect(canQueryCases(parse('desde=2026-03-01&hasta=2026-03-01'))).toBe(true);
  });

  it('a filter, page size or order change goes back to the first page and keeps other parameters', () => {
    const current = new URLSearchParams('layout=classy&page=4&size=25');
    expect(applyCaseSearchPatch(current, { idestadodenuncia: 2 }).toString()).toBe('layout=classy&size=25&estado=2');
    expect(applyCaseSearchPatch(current, { sort: 'fec_alta', order: 'asc' }).get('page')).toBeNull();
    expect(applyCaseSearchPatch(current, { page: 5, pageSize: 25 }).get('page')).toBe('6');
    expect(applyCaseSearchPatch(current, { page: 0 }).get('page')).toBeNull();
    expect(
      applyCaseSearchPatch(new URLSearchParams('vencidas=1&texto=ab'), { vencidas: false, texto: '' }).toString(),
    ).toBe('');
  });

  it('clearing the filters keeps the page size and the order', () => {
    const cleared = clearCaseFilters(
      new URLSearchParams(
        'estado=2&tipo=1&desde=x&hasta=2026-01-01&vencidas=1&texto=ab&size=50&sort=fec_alta&order=asc&page=3',
      ),
    );
    expect(cleared.toString()).toBe('size=50&sort=fec_alta&order=asc');
  });

  it('reads "pendientes=1" (the Resumen\'s link to every unresolved case) as the pendientes filter', () => {
    const search = parseCaseListSearch(
      new URLSearchParams('desde=2026-01-01&hasta=2026-06-30&pendientes=1&sort=fec_alta&order=asc'),
    );
    expect(search.pendientes).toBe(true);
    expect(hasCaseFilters(search)).toBe(true);
    expect(toCaseListRequest(search)).toMatchObject({
      sort: 'fec_alta',
      order: 'asc',
      filtros: { desde: '2026-01-01', hasta: '2026-06-30', pendientes: true },
    });
    expect(clearCaseFilters(new URLSearchParams('pendientes=1&size=25')).toString()).toBe('size=25');
  });

  it('reads "supresion=1" (the purge warning\'s link, issue 17 §6) as the aviso_supresion filter', () => {
    const search = parseCaseListSearch(new URLSearchParams('supresion=1'));
    expect(search.supresion).toBe(true);
    expect(hasCaseFilters(search)).toBe(true);
    expect(toCaseListRequest(search).filtros).toEqual({ aviso_supresion: true });
    expect(applyCaseSearchPatch(new URLSearchParams('page=2'), { supresion: true }).toString()).toBe('supresion=1');
    expect(clearCaseFilters(new URLSearchParams('supresion=1&size=25')).toString()).toBe('size=25');
  });
});
