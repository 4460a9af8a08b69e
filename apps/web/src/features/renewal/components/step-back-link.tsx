import { useText } from "../../../i18n/use-text";
import { LinkButton } from "../../../ui/plain/button";
import page from "./renewal-page.module.css";

/**
 * A step's Back, below its content. Not drawn while the step's data loads (`loading`): drawn under the loader, the
 * content arriving would push it down the screen.
 */
export function StepBackLink({ to, loading }: { to: string; loading: boolean }) {
  const { t } = useText();
  if (loading) return null;
  return (
    <div className={page.back}>
      <LinkButton to={to} variant="outlined" size="large">
        {t(/*i18n*/ { id: "renewal.stepBackLink.back", message: "Back" })}
      </LinkButton>
    </div>
  );
}
