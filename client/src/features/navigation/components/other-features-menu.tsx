import { useId } from "react";
import { DropdownMenuGroup, DropdownMenuLabel } from "@/components/ui/dropdown-menu";
import { useTrackBetaFeature } from "../api/track-beta-feature";
import { MenuLink } from "./menu-link";
import { OTHER_FEATURE_LINKS } from "./nav-links";

/**
 * The "Other Features" section of the user menu, always unfolded: every page is one tap
 * away once the menu is open, on a desktop and on a phone alike.
 */
export function OtherFeaturesMenu() {
  const labelId = useId();
  const track = useTrackBetaFeature();

  return (
    <DropdownMenuGroup aria-labelledby={labelId}>
      <DropdownMenuLabel id={labelId} className="text-xs font-semibold tracking-wide text-cream-400 uppercase">
        Other Features
      </DropdownMenuLabel>
      {OTHER_FEATURE_LINKS.map(({ href, label, icon: Icon, tracked }) => (
        <MenuLink
          key={href}
          href={href}
          icon={<Icon />}
          label={label}
          onSelect={tracked ? () => track.mutate({ featureName: tracked }) : undefined}
        />
      ))}
    </DropdownMenuGroup>
  );
}
