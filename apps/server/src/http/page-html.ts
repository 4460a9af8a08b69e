import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from "@pp/domain";

/** JSON inside a <script> element: "<" escaped, so no value (an insurer's name) can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/**
 * index.html with the public configuration every page shows first (the insurer's name at the top of a customer's
 * page, the footer's contacts) as a JSON data block: nothing waits for /api/config or moves when it arrives.
 */
export function pageHtml(indexHtml: string, config: PublicConfig) {
  const data = `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${scriptJson(config)}</script>`;
  return indexHtml.replace("</head>", `  ${data}\n  </head>`);
}
