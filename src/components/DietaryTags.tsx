import { cuisineLabel } from '../lib/money';

/** "gluten_free" → "Gluten free", as the filters, the chips and the menus write it. */
export const dietaryLabel = (tag: string) => cuisineLabel(tag);

/** A dish's dietary labels as the API tags it ("Vegan", "Gluten free"): in dish results and on a restaurant's menu. */
export function DietaryTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Dietary" className="mt-1 flex flex-wrap gap-1">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-lime-100 px-2 py-0.5 text-xs text-lime-900 dark:bg-lime-950 dark:text-lime-100"
        >
          {dietaryLabel(tag)}
        </li>
      ))}
    </ul>
  );
}
