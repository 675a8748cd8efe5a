const variables = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_PHONE_NUMBER"];

/** Shown when the server has no Twilio account: how an admin turns SMS on. */
export function TwilioNotConfigured() {
  return (
    <div className="rounded-xl border border-spotlight-500/40 bg-spotlight-500/5 p-4 text-sm text-cream-200">
      <p className="font-semibold text-cream-50">Twilio is not configured on this server.</p>
      <p className="mt-1">
        Set these environment variables and restart the app, then come back here to enable SMS on a number:
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {variables.map((v) => (
          <li key={v}>
            <code className="rounded bg-stage-800 px-2 py-0.5 text-spotlight-300">{v}</code>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-cream-300">
        Also set <code className="text-spotlight-300">PUBLIC_URL</code> to the address Twilio can reach, so texts and their
        signatures check out.
      </p>
    </div>
  );
}
