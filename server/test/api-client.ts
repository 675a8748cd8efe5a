// The typed test client over supertest: a test names the route and gets its parts and its answer
// typed by the contract, instead of writing paths and casting answers.
//
//   const api = apiClient(agent);
//   const note = await api.jokeNotes.create({ body: { setup: "Airline food" } }).answer();
//   const refusal = await api.jokeNotes.update({ params: { id: note.id }, body: { setup: "" } }).refused(400);
//   const res = await api.jokeNotes.get({ params: { id: note.id } }).expect(200); // supertest as ever
import type supertest from "supertest";
import type { ApiRoute } from "@shared/api/route";
import { bindRoutes, prepare, unexpected, type Answer, type RefusalAt, type Routes, type TestCallArgs } from "@shared/api/api-client-core";

/** A request of route R, as supertest builds it (`.set`, `.expect`, awaiting it), plus two typed endings. */
export interface ApiCall<R extends ApiRoute> extends supertest.Test {
  /** Sends it and answers the body of its 2xx answer, typed as the route declares; any other status fails the test, saying what came back. */
  answer(): Promise<Answer<R>>;
  /** Sends it and answers the body of its `status` answer (the route's declared body for that status, or an error answer); any other status fails the test. */
  refused<S extends number>(status: S): Promise<RefusalAt<R, S>>;
}

export type ApiClient = {
  [G in keyof Routes]: { [K in keyof Routes[G]]: Routes[G][K] extends ApiRoute ? (...args: TestCallArgs<Routes[G][K]>) => ApiCall<Routes[G][K]> : never };
};

type Sender = Pick<supertest.Agent, "get" | "post" | "put" | "patch" | "delete">;

/** The contract's routes, each sent through `agent` (a signed-in agent keeps its cookies). */
export function apiClient(agent: Sender): ApiClient {
  return bindRoutes((route, parts) => {
    const request = prepare(route, parts);
    const method = request.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
    let test = agent[method](request.url).set(request.headers);
    if (request.encoding === "form") test = test.type("form").send(request.body as object);
    else if (request.encoding === "raw") test = test.send(request.body as Buffer | string);
    else if (request.encoding === "json") test = test.send(request.body as object);
    return Object.assign(test, {
      async answer() {
        const res = await test;
        if (res.status < 200 || res.status > 299) throw unexpected(request, res.status, "2xx", res.body);
        return res.body as unknown;
      },
      async refused(status: number) {
        const res = await test;
        if (res.status !== status) throw unexpected(request, res.status, String(status), res.body);
        return res.body as unknown;
      },
    });
  }) as ApiClient;
}
