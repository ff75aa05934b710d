interface Props {
  /** The id the field or the code boxes point to with aria-describedby. */
  id: string;
  /** '' for none. */
  error: string;
}

/** The steps' one error line, read out as it appears. */
export function ErrorLine({ id, error }: Props) {
  return error ? (
    <p className="form-error" id={id} role="alert">
      {error}
    </p>
  ) : null;
}
