import { spawn, type ChildProcess } from "node:child_process";

/** Runs a TypeScript server file in its own process; resolves with the port it prints as `PORT=n`. */
export function startChildServer(file: string, env: Record<string, string>): Promise<{ port: number; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", file], {
      env: { ...process.env, ...env, NODE_ENV: "production", LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = /PORT=(\d+)/.exec(chunk.toString());
      if (match) resolve({ port: Number(match[1]), stop: () => child.kill("SIGTERM") });
    });
    child.once("exit", (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}
