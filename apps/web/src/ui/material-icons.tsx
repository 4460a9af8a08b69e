import { createSvgIcon } from "@mui/material/utils";
import { ICON_PATHS } from "./plain/icons";

/*
 * The Material icons the screens still built with MUI draw, made as @mui/icons-material makes each of its icons (MUI's
 * createSvgIcon, the icon's path and name), so they look and size the same in MUI's buttons and fields and keep their
 * data-testid. That package held some 43,000 files (175 MB) for the twelve icons used here, and it is one of the
 * packages the one-kit work takes out. Each icon is marked pure, so a page's bundle keeps only the icons it draws.
 * The paths are Google's Material icons (Apache License 2.0), as @mui/icons-material 7 ships them.
 */
export const AddIcon = /* @__PURE__ */ createSvgIcon(<path d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" />, "Add");
export const CheckCircleIcon = /* @__PURE__ */ createSvgIcon(
  <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z" />,
  "CheckCircle",
);
export const CloseIcon = /* @__PURE__ */ createSvgIcon(<path d={ICON_PATHS.close} />, "Close");
export const DeleteOutlineIcon = /* @__PURE__ */ createSvgIcon(
  <path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM8 9h8v10H8zm7.5-5-1-1h-5l-1 1H5v2h14V4z" />,
  "DeleteOutline",
);
export const DownloadIcon = /* @__PURE__ */ createSvgIcon(<path d="M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z" />, "Download");
export const EditOutlinedIcon = /* @__PURE__ */ createSvgIcon(
  <path
    d={
      "m14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z"
    }
  />,
  "EditOutlined",
);
export const ExpandMoreIcon = /* @__PURE__ */ createSvgIcon(
  <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />,
  "ExpandMore",
);
export const MailOutlineIcon = /* @__PURE__ */ createSvgIcon(
  <path
    d={
      "M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 14H4V8l8 5 8-5zm-8-7L4 6h16z"
    }
  />,
  "MailOutline",
);
export const SearchIcon = /* @__PURE__ */ createSvgIcon(<path d={ICON_PATHS.search} />, "Search");
export const UploadFileIcon = /* @__PURE__ */ createSvgIcon(
  <path
    d={
      "M14 2H6c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm4 18H6V4h7v5h5zM8 15.01l1.41 1.41L11 14.84V19h2v-4.16l1.59 1.59L16 15.01 12.01 11z"
    }
  />,
  "UploadFile",
);
export const VisibilityIcon = /* @__PURE__ */ createSvgIcon(
  <path
    d={
      "M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3"
    }
  />,
  "Visibility",
);
export const VisibilityOffIcon = /* @__PURE__ */ createSvgIcon(
  <path
    d={
      "M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z"
    }
  />,
  "VisibilityOff",
);
