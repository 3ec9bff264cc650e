import { useValidationText } from '../../lib/i18n';
/** The inline red box a form shows above its fields when the server refuses it. */
export function FormAlert({ message: english }: { message: string | null | undefined }) {
  const message = useValidationText()(english ?? undefined);
  if (!message) return null;
  return (
    <div
      role="alert"
      data-testid="form-error"
      className="rounded-lg border border-danger/60 bg-danger/10 px-4 py-3 text-sm text-[#ff9ea2]"
    >
      {message}
    </div>
  );
}
