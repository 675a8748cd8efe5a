import { describe, expect, it } from "vitest";
import { defaultSentenceStarters } from "./profile-defaults";
import { placeholdersIn, starterProblem, unknownPlaceholders } from "./sentence-starters";

describe("sentence starters", () => {
  it("accepts every default starter", () => {
    for (const starter of defaultSentenceStarters) expect(starterProblem(starter)).toBeNull();
  });

  it("accepts a starter with no placeholder at all", () => {
    expect(starterProblem("You ever notice...")).toBeNull();
  });

  it("names each unknown placeholder once", () => {
    expect(unknownPlaceholders("{name} and {name} met {setup} at {}")).toEqual(["{name}", "{}"]);
    expect(starterProblem("Hi {Setup}")).toBe('"Hi {Setup}" uses {Setup}: a sentence starter can only use {setup} and {topic}');
  });

  it("lists the known placeholders a starter uses", () => {
    expect(placeholdersIn("What's {setup} about {topic} is {setup}")).toEqual(["setup", "topic"]);
    expect(placeholdersIn("I find it {setup} to...")).toEqual(["setup"]);
  });
});
