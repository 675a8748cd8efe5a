/** The round initial that opens the user menu; the same look before and after the menu loads. */
export const avatarButtonClass =
  "flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-spotlight-400 to-spotlight-600 font-display text-xl text-stage-950 ring-2 ring-stage-700 transition hover:ring-spotlight-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-spotlight-400 data-[state=open]:ring-spotlight-500";
