import type { ComponentProps } from "react";
import { ICON_PATHS } from "./plain/icons";

/*
 * The Material icons the member details step draws inside MUI's buttons until it moves to the plain kit, drawn as
 * @mui/icons-material draws them (1em square in the surrounding font size, which MUI's buttons set) but without MUI.
 * Each icon is marked pure, so a page's bundle keeps only the icons it draws. The paths are Google's Material icons
 * (Apache License 2.0), as @mui/icons-material 7 ships them; the kit's own ones come from ui/plain/icons.tsx.
 */
const materialIcon = (path: string) =>
  function MaterialIcon(props: ComponentProps<"svg">) {
    return (
      <svg
        width="1em"
        height="1em"
        viewBox="0 0 24 24"
        fill="currentColor"
        focusable="false"
        aria-hidden="true"
        style={{ flexShrink: 0, userSelect: "none" }}
        {...props}
      >
        <path d={path} />
      </svg>
    );
  };

export const AddIcon = /* @__PURE__ */ materialIcon("M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z");
export const DeleteOutlineIcon = /* @__PURE__ */ materialIcon(
  "M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM8 9h8v10H8zm7.5-5-1-1h-5l-1 1H5v2h14V4z",
);
export const DownloadIcon = /* @__PURE__ */ materialIcon(ICON_PATHS.download);
export const EditOutlinedIcon = /* @__PURE__ */ materialIcon(
  "m14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z",
);
