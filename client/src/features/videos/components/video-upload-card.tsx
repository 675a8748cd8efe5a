import { zodResolver } from "@hookform/resolvers/zod";
import { Film, Upload, X } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { videoDetailsSchema, type VideoDetailsInput } from "@shared/videos/video-input";
import { formatBytes, uploadProblem } from "@shared/videos/video-rules";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField, fieldHintId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useVideoUpload } from "../hooks/use-video-upload";

const titleFrom = (filename: string) => filename.replace(/\.[^.]+$/, "").replace(/[-_]+/g, " ").trim();

/** Pick one video (at most 4 GB), name it, and watch it upload; cancel at any point. */
export function VideoUploadCard() {
  const id = useId();
  // A new key gives a fresh, empty file input after a successful upload.
  const [inputKey, setInputKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { state, start, cancel, reset } = useVideoUpload();
  const form = useForm<VideoDetailsInput>({ resolver: zodResolver(videoDetailsSchema), defaultValues: { title: "", description: "" } });
  const { errors } = form.formState;
  const busy = state.step === "requesting" || state.step === "uploading" || state.step === "saving";

  const choose = (chosen: File | null) => {
    reset();
    setFile(chosen);
    setFileError(chosen ? uploadProblem(chosen) : null);
    if (chosen && !form.getValues("title")) form.setValue("title", titleFrom(chosen.name));
  };

  const submit = form.handleSubmit(async ({ title, description }) => {
    if (!file) return setFileError("Choose a video file to upload.");
    const problem = uploadProblem(file);
    if (problem) return setFileError(problem);
    if (await start({ file, title, description: description.trim() || null })) {
      form.reset();
      setFile(null);
      setInputKey((k) => k + 1);
    }
  });

  const percent = state.step === "uploading" ? state.percent : state.step === "saving" ? 100 : 0;
  const fileFieldId = `${id}-file`;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Upload aria-hidden className="size-5 text-spotlight-400" /> Upload a Video
        </CardTitle>
        <CardDescription>One video file at a time, up to 4 GB. It goes straight to storage, not through a form post.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void submit(e)} className="grid gap-4" aria-busy={busy}>
          <FormField id={fileFieldId} label="Video file" error={fileError ?? undefined} hint={file ? `${file.name} · ${formatBytes(file.size)}` : undefined}>
            <input
              key={inputKey}
              id={fileFieldId}
              type="file"
              accept="video/*"
              disabled={busy}
              aria-describedby={fileError || file ? fieldHintId(fileFieldId) : undefined}
              aria-invalid={fileError ? true : undefined}
              onChange={(e) => choose(e.target.files?.[0] ?? null)}
              className="min-h-11 w-full rounded-lg border border-dashed border-stage-500 bg-stage-950/70 p-2 text-sm text-cream-200 file:mr-3 file:h-9 file:rounded-md file:border-0 file:bg-spotlight-500 file:px-3 file:font-semibold file:text-stage-950 hover:border-spotlight-500"
            />
          </FormField>
          <FormField id={`${id}-title`} label="Title" error={errors.title?.message}>
            <Input
              id={`${id}-title`}
              disabled={busy}
              placeholder="Tight five at the Laugh Factory"
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? fieldHintId(`${id}-title`) : undefined}
              {...form.register("title")}
            />
          </FormField>
          <FormField id={`${id}-description`} label="Description (optional)" error={errors.description?.message}>
            <Textarea id={`${id}-description`} rows={2} disabled={busy} {...form.register("description")} />
          </FormField>

          <div className="grid gap-2" aria-live="polite">
            {busy && (
              <>
                <div
                  role="progressbar"
                  aria-label="Upload progress"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-3 overflow-hidden rounded-full bg-stage-700"
                >
                  <div className="h-full rounded-full bg-spotlight-500 transition-[width]" style={{ width: `${percent}%` }} />
                </div>
                <p className="text-sm text-cream-300">
                  {state.step === "requesting" ? "Getting the upload ready..." : state.step === "saving" ? "Saving the video..." : `Uploading... ${percent}%`}
                </p>
              </>
            )}
            {state.step === "failed" && (
              <p role="alert" className="text-sm text-neon-300">
                {state.message}
              </p>
            )}
            {state.step === "done" && (
              <p className="flex items-center gap-2 text-sm text-spotlight-300">
                <Film aria-hidden className="size-4" /> &ldquo;{state.title}&rdquo; is in the library.
              </p>
            )}
          </div>

          <div className="flex flex-wrap gap-2">
            <Button type="submit" className="h-11" disabled={busy || !file || Boolean(fileError)}>
              <Upload aria-hidden /> {busy ? "Uploading..." : "Upload Video"}
            </Button>
            {busy && (
              <Button variant="outline" className="h-11" onClick={cancel}>
                <X aria-hidden /> Cancel Upload
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
