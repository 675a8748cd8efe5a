import type supertest from "supertest";

/** GET /api/export read as the text of the file (the JSON export unless `query` asks otherwise). */
export async function downloadExport(agent: supertest.Agent, query = ""): Promise<{ res: supertest.Response; text: string }> {
  const res = await agent.get(`/api/export${query}`).buffer(true).parse((r, done) => {
    let body = "";
    r.setEncoding("utf8");
    r.on("data", (chunk: string) => (body += chunk));
    r.on("end", () => done(null, body));
  });
  return { res, text: res.body as string };
}
