import { describe, expect, it } from 'vitest';
import { defaultPageLink, fetchAllPages, pageOf, toPageQuery, type PageLink } from '../../../src/api/page';

describe('page links', () => {
  it('defaults to page 0 sorted by createdTime descending', () => {
    expect(defaultPageLink()).toEqual({
      pageSize: 10,
      page: 0,
      textSearch: null,
      sortOrder: { property: 'createdTime', direction: 'DESC' },
    });
  });

  it('builds the query string, leaving out empty extras and unset time bounds', () => {
    const link: PageLink = {
      pageSize: 20,
      page: 2,
      textSearch: 'Sensor 1',
      sortOrder: { property: 'name', direction: 'ASC' },
    };
    expect(toPageQuery(link, { type: '', deviceProfileId: null, x: 'y' })).toBe(
      '?pageSize=20&page=2&textSearch=Sensor+1&sortProperty=name&sortOrder=ASC&x=y',
    );
    expect(toPageQuery({ pageSize: 5, page: 0, startTime: 1, endTime: 2 })).toBe(
      '?pageSize=5&page=0&startTime=1&endTime=2',
    );
  });

  it('fetches every page while hasNext', async () => {
    const seen: number[] = [];
    const all = await fetchAllPages(async (l) => {
      seen.push(l.page);
      const data = Array.from({ length: l.pageSize }, (_, i) => l.page * l.pageSize + i).filter((n) => n < 250);
      return { data, totalElements: 250, totalPages: 3, hasNext: l.page < 2 };
    });
    expect(seen).toEqual([0, 1, 2]);
    expect(all).toHaveLength(250);
    expect(all[249]).toBe(249);
  });

  it('pages, sorts and searches an in-memory list', () => {
    const items = ['b', 'a', 'C', 'd'].map((name) => ({ name }));
    const page = pageOf(
      items,
      { pageSize: 2, page: 1, textSearch: null, sortOrder: { property: 'name', direction: 'ASC' } },
      (i) => i.name,
      (i) => i.name,
    );
    expect(page).toEqual({ data: [{ name: 'C' }, { name: 'd' }], totalElements: 4, totalPages: 2, hasNext: false });
    expect(
      pageOf(
        items,
        { pageSize: 10, page: 0, textSearch: 'c' },
        (i) => i.name,
        (i) => i.name,
      ).data,
    ).toEqual([{ name: 'C' }]);
  });
});
