import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  ModuleRegistry,
  RenderApiModule,
  RowStyleModule,
  ScrollApiModule,
  TextEditorModule,
  ValidationModule,
  themeQuartz,
} from 'ag-grid-community';

// Only the modules the statement grids use (design.md §8: not AllCommunityModule), plus dev validation
// that names a missing module instead of failing silently.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  TextEditorModule,
  CellStyleModule,
  RowStyleModule,
  RenderApiModule,
  ScrollApiModule,
  // applyColumnState: a layout switch shows that layout's kept widths on the columns it keeps.
  ColumnApiModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

/** A row of the grids, px: the theme's row height, which the sticky header leaves the last row in view by. */
export const ROW_HEIGHT = 34;

/** The grid theme: Quartz in the app's palette, with a dark mode that follows the `dark` class. */
export const gridTheme = themeQuartz
  .withParams({
    accentColor: '#2149eb',
    fontFamily: 'inherit',
    fontSize: 14,
    headerFontWeight: 600,
    headerBackgroundColor: '#eef4ff',
    rowHeight: ROW_HEIGHT,
    headerHeight: 44,
    wrapperBorderRadius: 8,
    rowHoverColor: 'rgba(33, 73, 235, 0.05)',
  })
  .withParams(
    {
      backgroundColor: '#111827',
      foregroundColor: '#f3f4f6',
      headerBackgroundColor: '#161d53',
      borderColor: '#374151',
      chromeBackgroundColor: '#111827',
      rowHoverColor: 'rgba(92, 143, 251, 0.10)',
      accentColor: '#5c8ffb',
    },
    'dark',
  );
