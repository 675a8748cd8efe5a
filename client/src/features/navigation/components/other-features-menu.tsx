import { AudioLines, Blend, Bot, Brain, ChevronDown, MapPin, NotebookPen, Sparkles, StickyNote, WandSparkles } from "lucide-react";
import { useState } from "react";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { useTrackBetaFeature } from "../api/track-beta-feature";
import { MenuLink } from "./menu-link";

/**
 * The "Other Features" submenu, unfolding inside the user menu rather than beside it,
 * so it also fits on a phone held upright.
 */
export function OtherFeaturesMenu() {
  const [open, setOpen] = useState(false);
  const track = useTrackBetaFeature();

  return (
    <>
      <DropdownMenuItem
        aria-expanded={open}
        aria-haspopup="menu"
        onSelect={(event) => {
          event.preventDefault();
          setOpen((value) => !value);
        }}
      >
        <Sparkles />
        Other Features
        <ChevronDown className={cn("ml-auto transition-transform", open && "rotate-180")} />
      </DropdownMenuItem>
      {open && (
        <div role="group" aria-label="Other Features" className="ml-4 border-l border-stage-700 pl-1.5">
          <MenuLink href="/my-joke-elements" icon={<WandSparkles />} label="My Elements" />
          <MenuLink href="/shows" icon={<MapPin />} label="Comedy Shows" />
          <MenuLink href="/performances" icon={<NotebookPen />} label="Performance Log" />
          <MenuLink href="/recordings" icon={<AudioLines />} label="Recordings" />
          {/* The My Thoughts page counts its own visits, however it is reached. */}
          <MenuLink href="/my-thoughts" icon={<Brain />} label="My Thoughts" />
          <MenuLink href="/notes" icon={<StickyNote />} label="Just Notes" />
          <MenuLink
            href="/idea-generator"
            icon={<Blend />}
            label="My Blender"
            onSelect={() => track.mutate({ featureName: "my_blender" })}
          />
          <MenuLink href="/joke-machine" icon={<Bot />} label="Joke Machine" />
        </div>
      )}
    </>
  );
}
