/** A form's own error (the server's answer when it names no field), read out when it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-neon-600/60 bg-neon-700/20 px-3 py-2 text-sm text-neon-200">
      {message}
    </p>
  );
}
