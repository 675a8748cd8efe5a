import { spawn } from "node:child_process";

export interface VoiceOptions {
  /** An espeak-ng voice, e.g. "en-us" or "en-us+f3". */
  voice: string;
  /** Pitch 0..99. */
  pitch: number;
  /** Words per minute. */
  speed: number;
  /** Amplitude 0..200. */
  amplitude?: number;
}

function run(command: string, args: string[], input?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error) => reject(new Error(`${command} could not start (is it installed?): ${error.message}`)));
    child.on("close", (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${command} exited with ${code}: ${Buffer.concat(err).toString().slice(0, 500)}`));
    });
    child.stdin.on("error", () => undefined);
    child.stdin.end(input);
  });
}

/** `text` spoken by espeak-ng, resampled by sox to `sampleRate`, as float samples. */
export async function speak(text: string, options: VoiceOptions, sampleRate: number): Promise<Float32Array> {
  const wav = await run("espeak-ng", [
    "-v", options.voice,
    "-p", String(Math.round(options.pitch)),
    "-s", String(Math.round(options.speed)),
    "-a", String(Math.round(options.amplitude ?? 100)),
    "--stdout",
    text,
  ]);
  // espeak-ng's streamed header gives no real length: sox is told to ignore it.
  const raw = await run("sox", ["--ignore-length", "-t", "wav", "-", "-t", "raw", "-e", "floating-point", "-b", "32", "-c", "1", "-r", String(sampleRate), "-"], wav);
  const samples = new Float32Array(raw.length / 4);
  for (let i = 0; i < samples.length; i++) samples[i] = raw.readFloatLE(i * 4);
  return samples;
}
