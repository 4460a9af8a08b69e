import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { EntryAnchor } from "../../shell/entry-anchor";
import { usePartner } from "../../shell/partner-context";
import { OpensInNewTab } from "../../ui/visually-hidden";
import { HOME_PRODUCTS } from "./home-products";

type PartnerHomePageProps = {
  /** The partner's figures and latest quotations, above the product cards; the route composes it in. */
  dashboard?: ReactNode;
};

export function PartnerHomePage({ dashboard }: PartnerHomePageProps = {}) {
  const { t } = useText();
  const partner = usePartner();
  const products = HOME_PRODUCTS.filter((p) => p.isAllowed(partner));

  return (
    <>
      <Typography variant="h1" gutterBottom sx={{ overflowWrap: "anywhere" }}>
        {t("Welcome, {name}", { name: partner.partner_name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(
          "Pick a product to start an application, or use the menu for quotations, policies, renewals and invitations.",
        )}
      </Typography>
      {dashboard}
      {products.length === 0 ? (
        <Alert severity="info">
          {t("No products are enabled for your account yet. Contact customer relations to have them turned on.")}
        </Alert>
      ) : (
        <Box component="section" aria-labelledby="products-heading">
          <Typography variant="h2" id="products-heading" sx={{ mb: 2 }}>
            {t("Start a new application")}
          </Typography>
          <Box
            sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))" }}
          >
            {products.map((product) => (
              <Card key={product.id} variant="outlined" sx={{ display: "flex", flexDirection: "column" }}>
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h3" component="h3" id={`product-${product.id}`} gutterBottom>
                    {translateMessage(product.title)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translateMessage(product.description)}
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button
                    variant="contained"
                    component={EntryAnchor}
                    entry={product.entry}
                    aria-describedby={`product-${product.id}`}
                    endIcon={product.entry.kind === "external" ? <OpenInNewIcon aria-hidden="true" /> : undefined}
                  >
                    {t("Start new application")}
                    {product.entry.kind === "external" && <OpensInNewTab />}
                  </Button>
                </CardActions>
              </Card>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
