import { describe, expect, it } from "vitest";
import { explainStartupFailure } from "./startup-failure";

const external = { DATABASE_URL: "postgres://app:hunter2@db.example.com:6543/toolkit", DATA_DIR: "/srv/toolkit" };
const embedded = { DATA_DIR: "./.data" };
const failure = (code: string, wrapped = false) => {
  const error = Object.assign(new Error("boom"), { code });
  return wrapped ? new Error("Failed query", { cause: error }) : error;
};

describe("explainStartupFailure", () => {
  it("names DATABASE_URL for a refused password, a missing database and a server not answering, never the password", () => {
    expect(explainStartupFailure(failure("28P01"), external)).toBe(
      "DATABASE_URL: db.example.com:6543/toolkit refused the user name or password. Check the credentials in DATABASE_URL.",
    );
    expect(explainStartupFailure(failure("3D000", true), external)).toMatch(/^DATABASE_URL: the database in db\.example\.com:6543\/toolkit does not exist/);
    expect(explainStartupFailure(failure("ECONNREFUSED"), external)).toMatch(/^DATABASE_URL: nothing answers at db\.example\.com:6543\/toolkit \(ECONNREFUSED\)/);
    for (const code of ["28P01", "3D000", "ECONNREFUSED"]) expect(explainStartupFailure(failure(code), external)).not.toContain("hunter2");
  });

  it("names DATA_DIR for a full, read-only or misplaced data folder", () => {
    expect(explainStartupFailure(failure("ENOSPC"), embedded)).toMatch(/^DATA_DIR: the disk holding \.\/\.data is full/);
    expect(explainStartupFailure(failure("EACCES"), embedded)).toMatch(/^DATA_DIR: \.\/\.data cannot be written to \(EACCES\)/);
    expect(explainStartupFailure(failure("ENOTDIR"), embedded)).toMatch(/^DATA_DIR: \.\/\.data is not a folder/);
  });

  it("leaves anything else to be reported with its stack", () => {
    expect(explainStartupFailure(new TypeError("x is undefined"), external)).toBeUndefined();
    expect(explainStartupFailure(failure("42P01"), external)).toBeUndefined();
  });
});
