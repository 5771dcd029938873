/** Widget resource types as ThingsBoard 3.3.1 reads them from the URL: css and js load; anything else is refused. */
import { describe, expect, it } from 'vitest';
import { resourceErrors, resourceType } from '../../../src/widgets/sandbox/resource-type';

describe('resourceType', () => {
  it('reads css and js, before a query or hash', () => {
    expect(resourceType('https://cdn.example/lib.min.js')).toBe('js');
    expect(resourceType('https://cdn.example/theme.css?v=2')).toBe('css');
    expect(resourceType('/static/widget.js#main')).toBe('js');
  });

  it("refuses other types with ThingsBoard's messages", () => {
    expect(resourceType('https://cdn.example/page.html')).toMatchObject({
      message: 'Unsupported file type: html',
      key: 'widget-editor.resource-unsupported-type',
      params: { type: 'html' },
    });
    expect(resourceType('https://cdn.example/styles.less')).toMatchObject({ message: 'Unsupported file type: less' });
    expect(resourceType('https://cdn.example/lib')).toMatchObject({
      message: 'Unable to detect file type from url: https://cdn.example/lib',
      key: 'widget-editor.resource-unknown-type',
    });
    expect(resourceType('https://cdn.example/data.json')).toMatchObject({
      message: 'Unable to detect file type from url: https://cdn.example/data.json',
    });
  });

  it('lists the errors of a resource list in order', () => {
    expect(resourceErrors(['a.js', 'b.css'])).toEqual([]);
    expect(resourceErrors(['a.js', 'b.htm', 'c']).map((e) => e.message)).toEqual([
      'Unsupported file type: htm',
      'Unable to detect file type from url: c',
    ]);
  });
});
