import type { ComedyShow } from "@shared/comedy-shows/comedy-show-dto";
import type { ComedyShowInput } from "@shared/comedy-shows/comedy-show-input";
import type { Db } from "../../db/client";
import { notFound } from "../../http/http-error";
import * as repo from "./comedy-shows.repository";

const NOT_FOUND = "Comedy show not found.";

export const upcomingShows = (db: Db, location: string) => repo.upcomingAt(db, location);

export const allShows = (db: Db) => repo.listAll(db);

export const createShow = (db: Db, input: ComedyShowInput) => repo.insertShow(db, input);

export async function updateShow(db: Db, id: number, input: ComedyShowInput): Promise<ComedyShow> {
  const show = await repo.updateShow(db, id, input);
  if (!show) throw notFound(NOT_FOUND);
  return show;
}

export async function deleteShow(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteShow(db, id))) throw notFound(NOT_FOUND);
}
