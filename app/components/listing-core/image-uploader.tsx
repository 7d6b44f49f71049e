import { useEffect, useId, useRef, useState } from "react";
import { Link, useHref } from "react-router";
import { FormMessage } from "#app/components/form-answer";
import { Trash2 } from "#app/components/icons";
import { LIMITS } from "#app/config/limits";
import { msgPlural, type Translator } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { MAX_UPLOAD_MB, UPLOAD_MESSAGES } from "#app/modules/listing-core/words";
import { imageUrl, type StoredImage } from "#app/modules/media/image-urls";

// The words of COUNTS (text/plural), here so that the wizard does not load that module.
const PHOTOS_ADDED = msgPlural({ one: "{count} photo added", other: "{count} photos added" });
const FILES_NOT_SENT = msgPlural({ one: "{count} file not sent", other: "{count} files not sent" });

export const UPLOAD_URL = "/resources/upload";

type UploadReply = { ok: true; image: StoredImage } | { ok: false; message: string };

interface Job {
  key: string;
  name: string;
  /** 0 to 100: the share of the file sent so far. */
  progress: number;
  state: "waiting" | "uploading" | "processing" | "done" | "failed";
  error?: string;
}

/**
 * Sends one file as the request body and reports upload progress (fetch cannot, yet). `url`
 * is the page's language's address of the upload, whose refusals are worded in it.
 */
function sendFile(
  url: string,
  t: Translator["t"],
  file: File,
  onProgress: (percent: number) => void,
  track: (xhr: XMLHttpRequest) => void,
) {
  return new Promise<UploadReply>((resolve) => {
    const xhr = new XMLHttpRequest();
    track(xhr);
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = xhr.response as UploadReply | null;
      if (body && typeof body === "object" && "ok" in body) resolve(body);
      else resolve({ ok: false, message: t("The server answered {status}.", { status: xhr.status }) });
    };
    xhr.onerror = () => resolve({ ok: false, message: t("The connection was interrupted.") });
    xhr.onabort = () => resolve({ ok: false, message: t("The upload was cancelled.") });
    xhr.send(file);
  });
}

interface ImageUploaderProps {
  images: StoredImage[];
  onAdd: (image: StoredImage) => void;
  onRemove: (id: string) => void;
  signedIn: boolean;
  /** Where /login should send the person back to. */
  returnTo: string;
  onBusyChange?: (busy: boolean) => void;
  invalid?: boolean;
  /** What the photos are of ("property" or "project"), for the limit's message. */
  noun?: string;
}

/**
 * Photo upload: several files at once, each sent on its own with its own percentage, one
 * after another (the server decodes each one, so there is no gain in sending them
 * together). The form that holds it sends the stored photos' ids (hidden `imageIds`
 * inputs, kept by the form itself so they are there even before this code has loaded).
 */
export function ImageUploader({
  images,
  onAdd,
  onRemove,
  signedIn,
  returnTo,
  onBusyChange,
  invalid,
  noun = "property",
}: ImageUploaderProps) {
  const { t, plural } = useI18n();
  const uploadUrl = useHref(UPLOAD_URL);
  const [jobs, setJobs] = useState<Job[]>([]);
  const [summary, setSummary] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const active = useRef<XMLHttpRequest | null>(null);
  const busy = jobs.some((job) => job.state === "waiting" || job.state === "uploading" || job.state === "processing");

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  useEffect(() => () => active.current?.abort(), []);

  function update(key: string, change: Partial<Job>) {
    setJobs((all) => all.map((job) => (job.key === key ? { ...job, ...change } : job)));
  }

  async function upload(files: File[]) {
    const room = LIMITS.imagesPerListing - images.length;
    const chosen = files.slice(0, Math.max(0, room));
    const skipped = files.length - chosen.length;
    const batch: Job[] = chosen.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      progress: 0,
      state: "waiting",
    }));
    setJobs(batch);
    setSummary(null);
    const failures: string[] = [];
    if (skipped > 0) {
      const values = { files: plural(skipped, FILES_NOT_SENT), max: LIMITS.imagesPerListing };
      failures.push(
        noun === "project"
          ? t("{files}: a project can have at most {max} photos.", values)
          : t("{files}: a property can have at most {max} photos.", values),
      );
    }
    for (const [index, file] of chosen.entries()) {
      const job = batch[index];
      if (!job) continue;
      let reply: UploadReply;
      if (!file.type.startsWith("image/")) {
        reply = { ok: false, message: t("This file is not an image.") };
      } else if (file.size > LIMITS.imageBytes) {
        reply = { ok: false, message: t("The file is larger than {mb} MB.", { mb: MAX_UPLOAD_MB }) };
      } else {
        update(job.key, { state: "uploading" });
        reply = await sendFile(
          uploadUrl,
          t,
          file,
          (progress) => update(job.key, { progress, state: progress >= 100 ? "processing" : "uploading" }),
          (xhr) => {
            active.current = xhr;
          },
        );
      }
      if (reply.ok) {
        onAdd(reply.image);
        update(job.key, { state: "done", progress: 100 });
      } else {
        update(job.key, { state: "failed", error: reply.message });
        failures.push(`${file.name}: ${reply.message}`);
      }
    }
    active.current = null;
    setSummary(
      failures.length === 0
        ? { tone: "success", text: t(UPLOAD_MESSAGES.uploaded) }
        : { tone: "error", text: `${t(UPLOAD_MESSAGES.uploadFailed)} ${failures.join(" ")}` },
    );
  }

  return (
    <div className="space-y-4">
      {signedIn ? (
        <FileInput
          label={t("Add photos")}
          accept="image/*"
          multiple
          disabled={busy || images.length >= LIMITS.imagesPerListing}
          hint={t(
            "JPEG, PNG, WebP or HEIC, up to {mb} MB each, {max} photos in all. Location data is removed from every photo.",
            { mb: MAX_UPLOAD_MB, max: LIMITS.imagesPerListing },
          )}
          aria-invalid={invalid || undefined}
          // No name: the files travel on their own requests; the form sends only their ids.
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = "";
            if (files.length) void upload(files);
          }}
        />
      ) : (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t("Please")}{" "}
          <Link to={`/login?redirectTo=${encodeURIComponent(returnTo)}`} className="font-semibold underline">
            {t("log in")}
          </Link>{" "}
          {t("to upload photos. What you have filled in so far is kept.")}
        </p>
      )}

      <UploadJobs jobs={jobs} />

      <FormMessage message={summary?.text} tone={summary?.tone ?? "success"} />

      <AddedPhotos images={images} onRemove={onRemove} />
    </div>
  );
}

/** Each file of the batch on its way: its name, its percentage, and why it failed. */
function UploadJobs({ jobs }: { jobs: Job[] }) {
  const { t } = useI18n();
  if (!jobs.length) return null;
  return (
    <ul className="space-y-2" aria-label={t("Uploads")}>
      {jobs.map((job) => (
        <li key={job.key} className="rounded-lg border border-slate-200 bg-white px-3 py-2" data-testid="upload-job">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 truncate font-medium">{job.name}</span>
            <span
              className={`shrink-0 tabular-nums ${job.state === "failed" ? "text-red-700" : "text-slate-700"}`}
              data-testid="upload-percent"
            >
              {job.state === "failed"
                ? t("Failed")
                : job.state === "processing"
                  ? t("100% · processing")
                  : job.state === "done"
                    ? t("100% · done")
                    : `${job.progress}%`}
            </span>
          </div>
          <progress
            className="mt-1.5 h-2 w-full overflow-hidden rounded-full accent-brand-700"
            max={100}
            value={job.progress}
            aria-label={t("Upload of {name}", { name: job.name })}
          />
          {job.error ? <p className="mt-1 text-sm text-red-700">{job.error}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** The photos stored so far, each with its Remove button. */
function AddedPhotos({ images, onRemove }: { images: StoredImage[]; onRemove: (id: string) => void }) {
  const { t, plural } = useI18n();
  if (!images.length) return null;
  return (
    <div>
      <p className="text-sm font-semibold text-slate-800">{plural(images.length, PHOTOS_ADDED)}</p>
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("Added photos")}>
        {images.map((image, index) => (
          <li key={image.id} className="relative" data-testid="uploaded-photo">
            <img
              src={imageUrl(image, 480)}
              width={image.width}
              height={image.height}
              alt={t("Upload {number}", { number: index + 1 })}
              className="aspect-[4/3] w-full rounded-lg border border-slate-200 object-cover"
            />
            <button
              type="button"
              onClick={() => onRemove(image.id)}
              className="absolute top-1.5 right-1.5 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("Remove photo {number}", { number: index + 1 })}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface FileInputProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: string;
  hint?: string;
}

/** A file picker with a visible label and hint; the native control keeps keyboard use. */
function FileInput({ label, hint, className = "", ...input }: FileInputProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        aria-describedby={hintId}
        className="mt-1 block w-full cursor-pointer rounded-lg border border-dashed border-slate-400 bg-white p-3 text-sm text-slate-700 file:mr-4 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
