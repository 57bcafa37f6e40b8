/** A field's validation message, announced when it appears. */
export function FieldError({ id, children }: { id?: string; children: string }) {
  return (
    <p
      id={id}
      role="alert"
      className="flex items-start gap-1.5 text-sm font-medium text-destructive"
    >
      {children}
    </p>
  );
}
