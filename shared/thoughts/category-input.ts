import { z } from "zod";
import { bodyId, idParams } from "../validation/id";
import { optionalUserText, userText } from "../validation/user-text";
import { defaultThoughtColor, thoughtColorValues } from "./colors";

export const CATEGORY_NAME_MAX = 60;
export const CATEGORY_DESCRIPTION_MAX = 500;
export const CATEGORY_REORDER_MAX = 1_000;

const name = userText({ label: "Name", max: CATEGORY_NAME_MAX });
const description = optionalUserText({ label: "Description", max: CATEGORY_DESCRIPTION_MAX });

/** One of the ten preset colours, in any case; stored upper-case. */
const color = z
  .string({ error: "Color must be text" })
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.enum(thoughtColorValues, { error: "Color must be one of the ten preset colours" }));

/**
 * POST body and the category form: a name, an optional description, a preset colour
 * (#3B82F6 when left out). A `sortOrder` sent is ignored: a new category goes last.
 */
export const createCategorySchema = z.object({
  name,
  description: description.optional(),
  color: color.optional().transform((value) => value ?? defaultThoughtColor),
});

/** PUT body: rename, redescribe or recolour; a field left out keeps its value. */
export const updateCategorySchema = z
  .object({ name: name.optional(), description: description.optional(), color: color.optional() })
  .refine((v) => v.name !== undefined || v.description !== undefined || v.color !== undefined, {
    message: "Send a name, description or color",
  });

/** The owner's categories in the order wanted; any left out follow in their old order. */
export const reorderCategoriesSchema = z.object({
  categoryIds: z
    .array(bodyId("Each category id"), { error: "categoryIds must be a list of category ids" })
    .min(1, "categoryIds must not be empty")
    .max(CATEGORY_REORDER_MAX, `At most ${CATEGORY_REORDER_MAX} ids`)
    .refine((ids) => new Set(ids).size === ids.length, "categoryIds must not repeat an id"),
});

export const categoryIdSchema = idParams("The category id");

export type CreateCategoryInput = z.output<typeof createCategorySchema>;
export type UpdateCategoryInput = z.output<typeof updateCategorySchema>;
/** What the category form holds before the schema cleans it. */
export type CategoryFormValues = z.input<typeof createCategorySchema>;
