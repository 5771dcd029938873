/**
 * Sample data as ThingsBoard makes it for new and previewed widgets: a function datasource whose keys each run
 * ThingsBoard's random function (a random walk in steps of at most ±50, two decimals, kept within -1000..1000, as
 * ThingsBoard's widget editor previews it) in the script sandbox. Shared by the widget type templates and the
 * add-widget preview.
 */

/** ThingsBoard's random function body, `(time, prevValue)`. */
export const RANDOM_FUNC_BODY =
  'var value = prevValue + Math.random() * 100 - 50;\nvar multiplier = Math.pow(10, 2 || 0);\nvar value = Math.round(value * multiplier) / multiplier;\nif (value < -1000) {\n\tvalue = -1000;\n} else if (value > 1000) {\n\tvalue = 1000;\n}\nreturn value;';

/** A function data key running the random function. */
export const randomFunctionKey = (label: string, color: string) => ({
  name: 'f(x)',
  type: 'function',
  label,
  color,
  settings: {},
  funcBody: RANDOM_FUNC_BODY,
});

/** A function datasource with two random keys ("First", "Second"). */
export const sampleFunctionDatasource = () => ({
  type: 'function',
  name: 'function',
  dataKeys: [randomFunctionKey('First', '#2196f3'), randomFunctionKey('Second', '#4caf50')],
});
