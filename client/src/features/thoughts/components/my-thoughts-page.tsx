import { FolderPlus, Lightbulb, Plus, Star } from "lucide-react";
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import type { ThoughtCategory } from "@shared/thoughts/category-dto";
import type { Thought } from "@shared/thoughts/thought-dto";
import { thoughtCount, visibleThoughts } from "@shared/thoughts/thought-list";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { SearchField } from "@/components/search-field";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/utils";
import { useDeleteThought } from "../api/delete-thought";
import { useDeleteThoughtCategory } from "../api/delete-thought-category";
import { useThoughtCategories } from "@/data/thoughts/categories";
import { useThoughts } from "@/data/thoughts/queries";
import { usePromoteThought } from "../api/promote-thought";
import { useReorderThoughtCategories } from "../api/reorder-thought-categories";
import { useUpdateThought } from "../api/update-thought";
import { useTrackVisit } from "../hooks/use-track-visit";
import { moveId } from "../lib/category-order";
import type { CategoryActions } from "./category-card";
import { CategoryDialog, type CategoryDialogState } from "./category-dialog";
import { CategoryGrid } from "./category-grid";
import { ThoughtDialog, type ThoughtDialogState } from "./thought-dialog";
import { ThoughtItem, type ThoughtActions } from "./thought-item";

export const DELETE_THOUGHT_CONFIRM = "Are you sure you want to delete this thought?";
export const deleteCategoryConfirm = (category: ThoughtCategory, count: number) =>
  count === 0
    ? `Delete the category “${category.name}”?`
    : `Delete the category “${category.name}” and its ${thoughtCount(count)}? This cannot be undone.`;

const failed = (title: string) => (error: Error) => toast({ title, description: error.message, variant: "destructive" });

export function MyThoughtsPage() {
  useTrackVisit();
  const categoriesQuery = useThoughtCategories();
  const thoughtsQuery = useThoughts();
  const categories = useMemo(() => categoriesQuery.data ?? [], [categoriesQuery.data]);
  const thoughts = thoughtsQuery.data;

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search);
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const [categoryDialog, setCategoryDialog] = useState<CategoryDialogState>({ mode: "closed" });
  const [thoughtDialog, setThoughtDialog] = useState<ThoughtDialogState>({ mode: "closed" });
  /** Joke notes made from thoughts during this visit: thought id → joke note id. */
  const [promoted, setPromoted] = useState<ReadonlyMap<number, number>>(new Map());

  // The spec's words for a failed load, once per failure. A failed refetch behind a list
  // already shown keeps the list and stays quiet: the failed change has said why.
  const thoughtsFailed = thoughtsQuery.isError && thoughts === undefined;
  const categoriesFailed = categoriesQuery.isError && categoriesQuery.data === undefined;
  const { errorUpdatedAt } = thoughtsQuery;
  useEffect(() => {
    if (thoughtsFailed) toast({ title: "Failed to fetch thoughts", description: "Please try again.", variant: "destructive" });
  }, [thoughtsFailed, errorUpdatedAt]);

  // A selected category that was deleted (here or elsewhere) falls back to All Thoughts.
  const selected = categories.find((category) => category.id === selectedId);
  const effectiveId = selected ? selected.id : null;

  const byId = useMemo(() => new Map(categories.map((category) => [category.id, category])), [categories]);
  const counts = useMemo(() => {
    const map = new Map<number, number>();
    for (const thought of thoughts ?? []) map.set(thought.categoryId, (map.get(thought.categoryId) ?? 0) + 1);
    return map;
  }, [thoughts]);
  const total = thoughts?.length ?? categories.reduce((sum, category) => sum + category.thoughtCount, 0);
  const inView = useMemo(
    () => (thoughts ?? []).filter((thought) => effectiveId === null || thought.categoryId === effectiveId),
    [thoughts, effectiveId],
  );
  const visible = useMemo(
    () => visibleThoughts(inView, { categoryId: null, search: deferredSearch, favoritesOnly }),
    [inView, deferredSearch, favoritesOnly],
  );

  const reorder = useReorderThoughtCategories({ onError: failed("Error moving category") });
  const removeCategory = useDeleteThoughtCategory({
    onSuccess: () => toast({ title: "Category deleted!" }),
    onError: failed("Error deleting category"),
  });
  const { mutate: reorderCategories } = reorder;
  const { mutate: deleteCategory } = removeCategory;
  const categoryActions: CategoryActions = useMemo(
    () => ({
      onSelect: setSelectedId,
      onEdit: (category, opener) => setCategoryDialog({ mode: "edit", category, opener }),
      onDelete: (category, count) => {
        if (window.confirm(deleteCategoryConfirm(category, count))) deleteCategory(category.id);
      },
      onMove: (id, offset) =>
        reorderCategories({ categoryIds: moveId(categories.map((category) => category.id), id, offset) }),
    }),
    [categories, deleteCategory, reorderCategories],
  );

  const favorite = useUpdateThought({ onError: failed("Error updating thought") });
  const removeThought = useDeleteThought({
    onSuccess: () => toast({ title: "Thought deleted!" }),
    onError: failed("Error deleting thought"),
  });
  const promote = usePromoteThought({
    onSuccess: (note, thoughtId) => {
      setPromoted((current) => new Map(current).set(thoughtId, note.id));
      toast({ title: "Joke note created!", description: "It's at the top of Joke Notes. Open it from the thought to work it up." });
    },
    onError: failed("Failed to create joke note"),
  });
  const { mutate: updateThought } = favorite;
  const { mutate: deleteThought } = removeThought;
  const { mutate: promoteThought } = promote;
  const thoughtActions: ThoughtActions = useMemo(
    () => ({
      onToggleFavorite: (thought) => updateThought({ id: thought.id, input: { isFavorite: !thought.isFavorite } }),
      onEdit: (thought) => setThoughtDialog({ mode: "edit", thought }),
      onDelete: (thought) => {
        if (window.confirm(DELETE_THOUGHT_CONFIRM)) deleteThought(thought.id);
      },
      onPromote: (thought) => promoteThought(thought.id),
    }),
    [updateThought, deleteThought, promoteThought],
  );

  const newCategory = () => setCategoryDialog({ mode: "create" });
  const addThought = useCallback(() => setThoughtDialog({ mode: "create", categoryId: effectiveId ?? undefined }), [effectiveId]);
  const clearFilters = () => {
    setSearch("");
    setFavoritesOnly(false);
  };
  const hasCategories = categories.length > 0;
  const viewName = selected?.name ?? "All Thoughts";

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="My Thoughts"
        description="A notebook for half-formed ideas, sorted by what they're about. Thoughts are where bits start."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" className="h-11" onClick={newCategory}>
              <FolderPlus aria-hidden />
              New Category
            </Button>
            {hasCategories && (
              <Button className="h-11" onClick={addThought}>
                <Plus aria-hidden />
                Add Thought
              </Button>
            )}
          </div>
        }
      />

      <section aria-labelledby="thought-categories-title" className="flex flex-col gap-3">
        <h2 id="thought-categories-title" className="font-display text-3xl tracking-wide text-cream-50">
          Categories
        </h2>
        {categoriesQuery.isPending ? (
          <div className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3 xl:grid-cols-4">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-24 rounded-2xl" />
            ))}
          </div>
        ) : categoriesFailed ? (
          <EmptyState icon={Lightbulb} level={3} title="Your categories could not be loaded." text={categoriesQuery.error.message}>
            <Button variant="outline" className="h-11" onClick={() => void categoriesQuery.refetch()}>
              Try again
            </Button>
          </EmptyState>
        ) : !hasCategories ? (
          <EmptyState
            icon={Lightbulb}
            level={3}
            title="No categories yet"
            text="Make a category for each thing that keeps bugging you (family, dating, the day job), then start filling it with thoughts."
          >
            <Button className="h-11" onClick={newCategory}>
              <FolderPlus aria-hidden />
              Create your first category
            </Button>
          </EmptyState>
        ) : (
          <CategoryGrid categories={categories} counts={counts} total={total} selectedId={effectiveId} actions={categoryActions} />
        )}
      </section>

      {hasCategories && (
        <section aria-labelledby="thought-list-title" className="flex flex-col gap-4 rounded-2xl border border-stage-700 bg-stage-900/85 p-3 sm:p-5">
          <div className="min-w-0">
            <h2 id="thought-list-title" className="truncate font-display text-3xl tracking-wide text-cream-50">
              {viewName}
            </h2>
            {selected?.description && <p className="text-sm text-cream-300">{selected.description}</p>}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <SearchField
              value={search}
              onChange={setSearch}
              label="Search thoughts"
              placeholder="Search thoughts and tags..."
              className="min-w-0 flex-1"
            />
            <Button
              variant="outline"
              className={cn("h-11", favoritesOnly && "border-spotlight-500 text-spotlight-300")}
              aria-pressed={favoritesOnly}
              onClick={() => setFavoritesOnly((value) => !value)}
            >
              <Star aria-hidden className={cn(favoritesOnly && "fill-current")} />
              Favorites only
            </Button>
          </div>

          {thoughtsQuery.isPending ? (
            <div className="flex flex-col gap-3">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} className="h-28 rounded-xl" />
              ))}
            </div>
          ) : thoughtsFailed ? (
            <EmptyState icon={Lightbulb} level={3} title="Your thoughts could not be loaded." text="Check your connection and try again.">
              <Button variant="outline" className="h-11" onClick={() => void thoughtsQuery.refetch()}>
                Try again
              </Button>
            </EmptyState>
          ) : inView.length === 0 ? (
            <EmptyState
              icon={Lightbulb}
              level={3}
              title={selected ? `Nothing in ${selected.name} yet` : "No thoughts yet"}
              text="Noticed something odd today? Write it down before it's gone."
            >
              <Button className="h-11" onClick={addThought}>
                <Plus aria-hidden />
                Add a thought
              </Button>
            </EmptyState>
          ) : visible.length === 0 ? (
            <EmptyState
              icon={Lightbulb}
              level={3}
              title="No thoughts found"
              text={
                search.trim()
                  ? `Nothing here matches “${search.trim()}”${favoritesOnly ? " among your favorites" : ""}.`
                  : "No favorites here yet. Tap the star on a thought to keep it close."
              }
            >
              <Button variant="outline" className="h-11" onClick={clearFilters}>
                {search.trim() ? "Clear Search" : "Show all thoughts"}
              </Button>
            </EmptyState>
          ) : (
            <ul aria-label={`Thoughts in ${viewName}`} className="flex flex-col gap-3">
              {visible.map((thought: Thought) => (
                <ThoughtItem
                  key={thought.id}
                  thought={thought}
                  category={byId.get(thought.categoryId)}
                  showCategory={effectiveId === null}
                  jokeNoteId={promoted.get(thought.id)}
                  promoting={promote.isPending && promote.variables === thought.id}
                  actions={thoughtActions}
                />
              ))}
            </ul>
          )}
        </section>
      )}

      <CategoryDialog
        state={categoryDialog}
        onClose={() => setCategoryDialog({ mode: "closed" })}
        onCreated={(category) => setSelectedId(category.id)}
      />
      <ThoughtDialog state={thoughtDialog} categories={categories} onClose={() => setThoughtDialog({ mode: "closed" })} />
    </div>
  );
}
