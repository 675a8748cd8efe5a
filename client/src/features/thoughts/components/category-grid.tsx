import type { ThoughtCategory } from "@shared/thoughts/category-dto";
import { CategoryMenu, CategoryTile, type CategoryActions } from "./category-card";

interface CategoryGridProps {
  categories: readonly ThoughtCategory[];
  /** Thoughts per category id, and in all. */
  counts: ReadonlyMap<number, number>;
  total: number;
  selectedId: number | null;
  actions: CategoryActions;
}

/** "All Thoughts" and then each category, in the owner's order. */
export function CategoryGrid({ categories, counts, total, selectedId, actions }: CategoryGridProps) {
  return (
    <ul aria-label="Categories" className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3 xl:grid-cols-4">
      <CategoryTile
        name="All Thoughts"
        description="Every category at once"
        color="#F5A524"
        count={total}
        selected={selectedId === null}
        onSelect={() => actions.onSelect(null)}
      />
      {categories.map((category, index) => {
        const count = counts.get(category.id) ?? category.thoughtCount;
        return (
          <CategoryTile
            key={category.id}
            name={category.name}
            description={category.description}
            color={category.color}
            count={count}
            selected={selectedId === category.id}
            onSelect={() => actions.onSelect(category.id)}
            menu={
              <CategoryMenu
                category={category}
                count={count}
                isFirst={index === 0}
                isLast={index === categories.length - 1}
                actions={actions}
              />
            }
          />
        );
      })}
    </ul>
  );
}
