import { FileAudio } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { useLocation } from "wouter";
import { Label } from "@/components/ui/label";
import { analyseAudio, type AnalysedAudio } from "../lib/analyse-audio";
import { checkImportFile, IMPORT_ACCEPT } from "../lib/import-file";
import { useKeepRecording } from "@/data/recordings/queries";
import { uploadImport } from "../api/upload-import";
import { ImportPlacement, type Placement } from "./import-placement";

type Step =
  | { name: "choose"; error?: string }
  | { name: "reading"; progress: number }
  | { name: "placing"; analysed: AnalysedAudio; error?: string }
  | { name: "sending"; analysed: AnalysedAudio; sent: number; total: number };

/**
 * "Import a recording": a set recorded on a phone, read and measured here in the browser, then
 * placed against its set list and sent up in pieces.
 */
export function ImportRecording() {
  const id = useId();
  const [step, setStep] = useState<Step>({ name: "choose" });
  const file = useRef<{ blob: File; mimeType: string } | null>(null);
  const createdId = useRef<number | null>(null);
  /** The create's Idempotency-Key, one per chosen file: a save tried again never makes a second recording. */
  const createKey = useRef("");
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const keep = useKeepRecording();
  const [, navigate] = useLocation();

  const reset = (error?: string) => {
    abort.current?.abort();
    file.current = null;
    createdId.current = null;
    if (input.current) input.current.value = "";
    setStep({ name: "choose", error });
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const check = checkImportFile(chosen);
    if (!check.ok) return reset(check.message);
    file.current = { blob: chosen, mimeType: check.mimeType };
    createdId.current = null;
    createKey.current = crypto.randomUUID();
    abort.current = new AbortController();
    setStep({ name: "reading", progress: 0 });
    try {
      const analysed = await analyseAudio(chosen, (progress) => setStep({ name: "reading", progress }), abort.current.signal);
      setStep({ name: "placing", analysed });
    } catch (error) {
      if (abort.current.signal.aborted) return;
      console.warn("An imported recording could not be decoded", error);
      reset("This file could not be read as audio. Try another file, or export it from your recorder again.");
    }
  };

  const save = async (analysed: AnalysedAudio, placement: Placement) => {
    const chosen = file.current;
    if (!chosen) return;
    setStep({ name: "sending", analysed, sent: 0, total: 1 });
    try {
      const recording = await uploadImport(
        {
          file: chosen.blob,
          mimeType: chosen.mimeType,
          setListId: placement.setListId,
          startedAt: new Date(chosen.blob.lastModified || Date.now()).toISOString(),
          durationMs: analysed.durationMs,
          features: analysed.features,
          bits: placement.bits,
        },
        createdId,
        (sent, total) => setStep({ name: "sending", analysed, sent, total }),
        createKey.current,
      );
      keep(recording);
      navigate(`/recordings/${recording.id}`);
    } catch (error) {
      setStep({ name: "placing", analysed, error: `The recording could not be sent: ${error instanceof Error ? error.message : "unknown error"}. Try again.` });
    }
  };

  const busy = step.name === "reading" || step.name === "sending";
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-2xl border border-stage-700 bg-stage-900/85 p-4 sm:p-5">
      <h2 id={`${id}-heading`} className="sr-only">
        Import
      </h2>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-file`} className="flex items-center gap-2 text-base">
          <FileAudio aria-hidden className="size-5 text-spotlight-400" />
          Import a recording
        </Label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={IMPORT_ACCEPT}
          disabled={busy}
          aria-describedby={`${id}-hint${step.name === "choose" && step.error ? ` ${id}-error` : ""}`}
          onChange={(e) => void choose(e)}
          className="min-h-11 w-full max-w-full text-sm text-cream-200 file:mr-3 file:h-11 file:cursor-pointer file:rounded-lg file:border file:border-stage-600 file:bg-stage-800 file:px-4 file:font-semibold file:text-cream-50 hover:file:border-spotlight-500 focus-visible:outline-2 focus-visible:outline-spotlight-400 disabled:opacity-60"
        />
        <p id={`${id}-hint`} className="text-sm text-cream-300">
          A set you recorded elsewhere, such as a voice memo: mp3, m4a, wav, ogg or webm, up to 200 MB.
        </p>
        {step.name === "choose" && step.error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-neon-300">
            {step.error}
          </p>
        )}
      </div>
      {step.name === "reading" && <Progress label="Listening to the recording" value={step.progress} text={`${Math.round(step.progress * 100)}%`} />}
      {step.name === "sending" && (
        <Progress label="Sending the recording" value={step.total > 0 ? step.sent / step.total : 0} text={`${step.sent} of ${step.total} pieces`} />
      )}
      {step.name === "placing" && (
        <ImportPlacement
          analysed={step.analysed}
          error={step.error}
          onSave={(placement) => void save(step.analysed, placement)}
          onCancel={() => reset()}
        />
      )}
    </section>
  );
}

function Progress({ label, value, text }: { label: string; value: number; text: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1" role="status">
      <p id={id} className="text-sm text-cream-100">
        {label}… {text}
      </p>
      <progress aria-labelledby={id} value={value} max={1} className="h-2 w-full accent-spotlight-500" />
    </div>
  );
}
