/**
 * The national map's frame and caption heights, shared by the map and the placeholder shown while its code or data
 * loads (outside the map's own chunk): the page keeps its layout when the map arrives.
 */
export const MAP_FRAME_CLASS = 'relative aspect-[975/610] w-full';
export const MAP_CAPTION_CLASS = 'min-h-16 text-sm text-stone-600 dark:text-stone-300';

export function NationalMapPlaceholder() {
  return (
    <div className="space-y-2">
      <div className={`${MAP_FRAME_CLASS} rounded-lg bg-stone-100 dark:bg-stone-800`} />
      <p className={MAP_CAPTION_CLASS} />
    </div>
  );
}
