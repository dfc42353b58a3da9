// Two columns under the spec's 600 px phone width, more as the screen widens.
export const GRID_CLASSES =
  'grid grid-cols-2 gap-3 min-[600px]:grid-cols-3 min-[600px]:gap-4 lg:grid-cols-4 xl:grid-cols-5';
