import { useRef, useState, type ChangeEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { PROFILE_PHOTO_TYPES, profilePhotoProblem } from "@workbay/domain/profile-photo";

type PhotoFormProps = {
  name: string;
  /** The photo at 96x96 from the image service, or "". */
  photo: string;
  csrfToken: string;
  /** The server's refusal of the last upload. */
  error: string | null;
};

/** Up to two initials of a name, for the avatar of a member without a photo. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => Array.from(w!)[0]!.toUpperCase()).join("");
}

/**
 * The profile photo: a JPEG, PNG or WebP of at most 2 MB, posted as a file to the page's action,
 * which sends it to the API (POST profile_image). With JavaScript the file is checked when chosen
 * (so a wrong one is refused at once) and uploaded without a Save click.
 */
export function PhotoForm({ name, photo, csrfToken, error }: PhotoFormProps) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const uploading = navigation.state !== "idle" && navigation.formData?.get("intent") === "photo";
  const formRef = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    const found = profilePhotoProblem(file);
    setProblem(found);
    if (found) {
      event.currentTarget.value = "";
      return;
    }
    // The chosen picture stands in while the upload runs; then the stored photo replaces it.
    if (preview) URL.revokeObjectURL(preview);
    setPreview(URL.createObjectURL(file));
    if (formRef.current) submit(formRef.current, { method: "post", encType: "multipart/form-data", preventScrollReset: true });
  }

  const shown = (uploading ? preview : null) ?? photo;
  const message = problem ?? error;
  return (
    <Form ref={formRef} method="post" encType="multipart/form-data" className="photo-form" preventScrollReset>
      <input type="hidden" name="csrf" value={csrfToken} />
      <input type="hidden" name="intent" value="photo" />
      <div className={`photo-form__avatar${uploading ? " photo-form__avatar--busy" : ""}`}>
        {shown ? (
          <img src={shown} alt="Your profile photo" width={96} height={96} />
        ) : (
          <span aria-hidden="true">{initialsOf(name) || "?"}</span>
        )}
      </div>
      <div className="photo-form__controls">
        <label className="photo-form__label" htmlFor="profile-photo">
          {photo ? "Change photo" : "Upload a photo"}
        </label>
        <input
          id="profile-photo"
          name="photo"
          type="file"
          className="photo-form__input"
          accept={PROFILE_PHOTO_TYPES.join(",")}
          aria-describedby={message ? "profile-photo-error profile-photo-hint" : "profile-photo-hint"}
          aria-invalid={message ? true : undefined}
          onChange={onChange}
        />
        <p id="profile-photo-hint" className="form-field__hint">
          JPEG, PNG or WebP, up to 2 MB.{uploading ? " Uploading…" : ""}
        </p>
        {message ? (
          <p id="profile-photo-error" className="form-field__error" role="alert">
            {message}
          </p>
        ) : null}
        {/* With JavaScript choosing a file uploads it; without, this button does. */}
        <noscript>
          <button type="submit" className="btn btn--secondary btn--sm photo-form__submit">
            Upload photo
          </button>
        </noscript>
      </div>
    </Form>
  );
}
