import { createSvgIcon } from "@mui/material/utils";
import { ICON_PATHS } from "./plain/icons";

/*
 * The Material icons the screens still built with MUI draw, made as @mui/icons-material makes each of its icons (MUI's
 * createSvgIcon, the icon's path and name), so they look and size the same in MUI's buttons and fields and keep their
 * data-testid. That package held some 43,000 files (175 MB) for the icons used here, and it is one of the
 * packages the one-kit work takes out. Each icon is marked pure, so a page's bundle keeps only the icons it draws.
 * The paths are Google's Material icons (Apache License 2.0), as @mui/icons-material 7 ships them.
 */
export const AddIcon = /* @__PURE__ */ createSvgIcon(<path d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" />, "Add");
export const CheckCircleIcon = /* @__PURE__ */ createSvgIcon(<path d={ICON_PATHS.checkCircle} />, "CheckCircle");
export const CloseIcon = /* @__PURE__ */ createSvgIcon(<path d={ICON_PATHS.close} />, "Close");
export const DeleteOutlineIcon = /* @__PURE__ */ createSvgIcon(
  <path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM8 9h8v10H8zm7.5-5-1-1h-5l-1 1H5v2h14V4z" />,
  "DeleteOutline",
);
export const DownloadIcon = /* @__PURE__ */ createSvgIcon(<path d={ICON_PATHS.download} />, "Download");
export const EditOutlinedIcon = /* @__PURE__ */ createSvgIcon(
  <path
    d={
      "m14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z"
    }
  />,
  "EditOutlined",
);
export const UploadFileIcon = /* @__PURE__ */ createSvgIcon(<path d={ICON_PATHS.uploadFile} />, "UploadFile");
