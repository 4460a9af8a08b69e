import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { type TpaCode, tpaLabel, tpaLinkIndex } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useText } from "../../../i18n/use-text";
import { OpensInNewTab } from "../../../ui/visually-hidden";
import { tpaLinksQueryOptions } from "../api/get-tpa-links";

/** The chosen TPA's table of benefits and medical network, each in a new tab. */
export function TpaLinks({ tpa }: { tpa: TpaCode }) {
  const { t } = useText();
  const links = useQuery(tpaLinksQueryOptions());
  const link = links.data?.[tpaLinkIndex(tpa)];

  return (
    <Box
      component="section"
      aria-label={t("{tpa} plan documents", { tpa: tpaLabel(tpa) })}
      sx={{ mt: { xs: 0, md: 2 }, mb: 1 }}
    >
      {links.isPending && (
        <Typography variant="body2" color="text.secondary">
          {t("Loading the {tpa} links…", { tpa: tpaLabel(tpa) })}
        </Typography>
      )}
      {links.isError && (
        <Typography variant="body2" color="error" role="alert">
          {t("The benefit and network links could not be loaded.")}{" "}
          <Button size="small" onClick={() => links.refetch()}>
            {t("Try again")}
          </Button>
        </Typography>
      )}
      {link && (
        <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 3, rowGap: 1 }}>
          <ExternalLink href={link.tob_link}>{t("Table of benefits")}</ExternalLink>
          <ExternalLink href={link.network_link}>{t("Medical network")}</ExternalLink>
        </Box>
      )}
    </Box>
  );
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ display: "inline-flex", alignItems: "center" }}>
      {children}
      <OpenInNewIcon aria-hidden="true" fontSize="small" sx={{ ml: 0.5 }} />
      <OpensInNewTab />
    </Link>
  );
}
