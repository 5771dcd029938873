/** Server state of the widgets bundles page; the table invalidates the whole family after every save or delete. */
export const widgetsBundleKeys = {
  all: ['widgets-bundles'] as const,
  types: (isSystem: boolean, alias: string) => ['widgets-bundles', 'types', isSystem, alias] as const,
};
