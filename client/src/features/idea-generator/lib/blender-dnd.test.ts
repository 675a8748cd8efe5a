import { describe, expect, it } from "vitest";
import { blenderAnnouncements, chipDropId, keyboardToMatchingChip } from "./blender-dnd";

type GetterArgs = Parameters<typeof keyboardToMatchingChip>[1];

function argsFor(kind: "setup" | "topic", target: { left: number; top: number; width: number; height: number }): GetterArgs {
  const node = { getBoundingClientRect: () => target } as unknown as HTMLElement;
  const droppableContainers = new Map([[chipDropId(kind), { node: { current: node } }]]);
  return {
    active: "keyword:setup:scary",
    currentCoordinates: { x: 0, y: 0 },
    context: {
      active: { data: { current: { kind, word: "scary" } } },
      collisionRect: { width: 40, height: 20, left: 0, top: 0, right: 40, bottom: 20 },
      droppableContainers,
    },
  } as unknown as GetterArgs;
}

const key = (code: string) => ({ code, preventDefault: () => undefined }) as unknown as KeyboardEvent;

describe("keyboardToMatchingChip", () => {
  it("carries the keyword's centre onto the centre of its own chip with any arrow key", () => {
    const args = argsFor("setup", { left: 100, top: 200, width: 80, height: 40 });
    for (const code of ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]) {
      expect(keyboardToMatchingChip(key(code), args)).toEqual({ x: 120, y: 210 });
    }
  });

  it("leaves other keys to dnd-kit", () => {
    expect(keyboardToMatchingChip(key("Space"), argsFor("setup", { left: 0, top: 0, width: 1, height: 1 }))).toBeUndefined();
  });
});

describe("blenderAnnouncements", () => {
  const active = { id: "keyword:topic:pets", data: { current: { kind: "topic", word: "pets" } } };
  it("say where the keyword went", () => {
    const over = { id: chipDropId("topic") };
    expect(blenderAnnouncements.onDragEnd({ active, over } as never)).toBe('The prompt now uses "pets" as its topic.');
    expect(blenderAnnouncements.onDragEnd({ active, over: { id: chipDropId("setup") } } as never)).toBe(
      '"pets" was dropped outside its chip; the prompt is unchanged.',
    );
  });
});
