import { zodResolver } from "@hookform/resolvers/zod";
import { recoveryCodesRegenerateSchema, type TwoFactorStatus, twoFactorDisableSchema } from "@pp/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { ApiError } from "../../api/client";
import { useText } from "../../i18n/use-text";
import { TWO_FACTOR_SETUP_PATH } from "../../paths/sign-in-paths";
import { clearAllStorage, rememberRedirect } from "../../shell/storage";
import { applyFieldErrors } from "../../ui/apply-field-errors";
import { ErrorAlert } from "../../ui/error-alert";
import { formatDay } from "../../ui/format";
import { PageLoader } from "../../ui/page-loader";
import { Alert } from "../../ui/plain/alert";
import { Button } from "../../ui/plain/button";
import { cx } from "../../ui/plain/class-names";
import text from "../../ui/plain/typography.module.css";
import { SectionCard } from "../../ui/section-card";
import { twoFactorStatusQueryOptions, useDisableTwoFactor, useRegenerateRecoveryCodes } from "./api/two-factor-api";
import { EnrolmentPanel } from "./enrolment-panel";
import { FactorCodeField, PasswordAgainField } from "./factor-fields";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import styles from "./security.module.css";

const CANCEL_WORDS = /*i18n*/ { id: "security.action.cancel", message: "Cancel" };
const SUBMIT_WORDS = /*i18n*/ { id: "security.disable.submit", message: "Turn off two-factor sign-in" };

type Mode = "status" | "enrol" | "disable" | "regenerate" | { codes: string[] };

/** Two-factor sign-in on the security page: its state, and turning it on or off, or new recovery codes. */
export function TwoFactorSection() {
  const { t } = useText();
  const status = useQuery(twoFactorStatusQueryOptions());
  const [mode, setMode] = useState<Mode>("status");
  const [notice, setNotice] = useState<string | null>(null);
  const back = (message: string | null = null) => {
    setNotice(message);
    setMode("status");
  };

  let body: ReactNode;
  if (status.isPending) body = <PageLoader />;
  else if (status.isError) body = <ErrorAlert onRetry={() => status.refetch()}>{status.error.message}</ErrorAlert>;
  else if (typeof mode === "object")
    body = (
      <RecoveryCodesPanel
        codes={mode.codes}
        continueLabel={t(/*i18n*/ { id: "security.codes.saved", message: "I have saved my codes" })}
        onContinue={() => back()}
      />
    );
  else if (mode === "enrol")
    body = (
      <>
        <EnrolmentPanel askPassword onEnrolled={(result) => setMode({ codes: result.recoveryCodes })} />
        <Button variant="text" className={styles.topGap} onClick={() => back()}>
          {t(CANCEL_WORDS)}
        </Button>
      </>
    );
  else if (mode === "disable") body = <DisableForm status={status.data} onCancel={() => back()} onDone={back} />;
  else if (mode === "regenerate")
    body = <RegenerateForm onCancel={() => back()} onDone={(codes) => setMode({ codes })} />;
  else
    body = (
      <StatusView
        status={status.data}
        onChoose={(m) => {
          setNotice(null);
          setMode(m);
        }}
      />
    );

  return (
    <SectionCard title={t(/*i18n*/ { id: "security.twoFactor.title", message: "Two-factor sign-in" })}>
      {notice && mode === "status" && (
        <Alert severity="success" role="status" className={styles.notice}>
          {notice}
        </Alert>
      )}
      {body}
    </SectionCard>
  );
}

function StatusView({ status, onChoose }: { status: TwoFactorStatus; onChoose: (mode: Mode) => void }) {
  const { t } = useText();
  if (!status.enabled) {
    return (
      <>
        <p className={cx(text.body1, styles.gutter)}>
          <strong>{t(/*i18n*/ { id: "security.twoFactor.off", message: "Two-factor sign-in is off." })}</strong>{" "}
          {t(
            /*i18n*/ {
              id: "security.twoFactor.whyOn",
              message:
                "Turn it on so that a stolen password alone cannot open your account: after your password, the portal asks for a code from an app on your phone.",
            },
          )}
        </p>
        <Button onClick={() => onChoose("enrol")} className={styles.topGap}>
          {t(/*i18n*/ { id: "security.twoFactor.setUp", message: "Set up two-factor sign-in" })}
        </Button>
      </>
    );
  }
  return (
    <>
      <p className={cx(text.body1, styles.gutter)}>
        <strong>
          {status.enabledAt
            ? t(
                /*i18n*/ {
                  id: "security.twoFactor.onSince",
                  message: "Two-factor sign-in is on since {date}.",
                  values: { date: formatDay(status.enabledAt) },
                },
              )
            : t(/*i18n*/ { id: "security.twoFactor.on", message: "Two-factor sign-in is on." })}
        </strong>{" "}
        {t(
          /*i18n*/ {
            id: "security.twoFactor.codesLeft",
            message: "You have {count} of 10 recovery codes left.",
            values: { count: status.recoveryCodesLeft },
          },
        )}
      </p>
      {status.recoveryCodesLeft <= 3 && (
        <Alert severity="warning" className={styles.warning}>
          {t(
            /*i18n*/ {
              id: "security.twoFactor.fewCodesLeft",
              message:
                "Few recovery codes are left. Get new ones so that you can still sign in if you lose your phone.",
            },
          )}
        </Alert>
      )}
      {status.required && (
        <p className={cx(text.body2, text.secondary, styles.gutter)}>
          {t(
            /*i18n*/ {
              id: "security.twoFactor.required",
              message:
                "Every partner must use two-factor sign-in: if you turn it off, for example to move it to a new phone, you set it up again straight away.",
            },
          )}
        </p>
      )}
      <div className={styles.buttons}>
        <Button variant="outlined" onClick={() => onChoose("regenerate")}>
          {t(/*i18n*/ { id: "security.twoFactor.newCodes", message: "New recovery codes" })}
        </Button>
        <Button variant="outlined" color="error" onClick={() => onChoose("disable")}>
          {t(/*i18n*/ { id: "security.twoFactor.turnOff", message: "Turn off" })}
        </Button>
      </div>
    </>
  );
}

function RegenerateForm({ onCancel, onDone }: { onCancel: () => void; onDone: (codes: string[]) => void }) {
  const { t } = useText();
  const regenerate = useRegenerateRecoveryCodes();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(recoveryCodesRegenerateSchema),
    defaultValues: { code: "" },
  });
  const onSubmit = handleSubmit((values) =>
    regenerate.mutate(values, {
      onSuccess: (result) => onDone(result.recoveryCodes),
      onError: (error) => applyFieldErrors(error, setError, ["code"]),
    }),
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t(/*i18n*/ { id: "security.regenerate.form", message: "Get new recovery codes" })}
      className={styles.form}
    >
      <p className={cx(text.body1, styles.plain)}>
        {t(
          /*i18n*/ {
            id: "security.regenerate.intro",
            message: "Your current recovery codes stop working when you get new ones.",
          },
        )}
      </p>
      <OtherError error={regenerate.error} fields={["code"]} />
      <FactorCodeField control={control} />
      <FormActions
        pending={regenerate.isPending}
        submitLabel={t(/*i18n*/ { id: "security.regenerate.submit", message: "Get new codes" })}
        onCancel={onCancel}
      />
    </form>
  );
}

function DisableForm({
  status,
  onCancel,
  onDone,
}: {
  status: TwoFactorStatus;
  onCancel: () => void;
  onDone: (notice: string) => void;
}) {
  const { t } = useText();
  const disable = useDisableTwoFactor();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(twoFactorDisableSchema),
    defaultValues: { password: "", code: "" },
  });
  const onSubmit = handleSubmit((values) =>
    disable.mutate(values, {
      onSuccess: ({ next }) => {
        if (next === "done")
          return onDone(
            t(
              /*i18n*/ {
                id: "security.twoFactor.turnedOff",
                message: "Two-factor sign-in is off. Your other sessions were ended.",
              },
            ),
          );
        // Required of every partner: this session may do nothing else until a new app is set up.
        clearAllStorage();
        rememberRedirect("/security");
        navigate(TWO_FACTOR_SETUP_PATH, { replace: true });
        setTimeout(() => queryClient.clear(), 0);
      },
      onError: (error) => applyFieldErrors(error, setError, ["password", "code"]),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t(SUBMIT_WORDS)} className={styles.form}>
      <p className={cx(text.body1, styles.plain)}>
        {status.required
          ? t(
              /*i18n*/ {
                id: "security.disable.introRequired",
                message:
                  "You will set up a new authenticator app straight after. Your other sessions and trusted browsers end.",
              },
            )
          : t(
              /*i18n*/ {
                id: "security.disable.introOptional",
                message:
                  "Your account will be protected by the password alone. Your other sessions and trusted browsers end.",
              },
            )}
      </p>
      <OtherError error={disable.error} fields={["password", "code"]} />
      <PasswordAgainField control={control} />
      <FactorCodeField control={control} />
      <FormActions pending={disable.isPending} submitLabel={t(SUBMIT_WORDS)} onCancel={onCancel} danger />
    </form>
  );
}

/** An error that is not about one of the fields (too many tries, server unreachable). */
function OtherError({ error, fields }: { error: Error | null; fields: string[] }) {
  if (!error || (error instanceof ApiError && fields.some((f) => error.fieldErrors[f]?.length))) return null;
  return (
    <div className={styles.spaced}>
      <ErrorAlert>{error.message}</ErrorAlert>
    </div>
  );
}

function FormActions(props: { pending: boolean; submitLabel: string; onCancel: () => void; danger?: boolean }) {
  const { t } = useText();
  return (
    <div className={styles.actions}>
      <Button type="submit" color={props.danger ? "error" : "primary"} loading={props.pending}>
        {props.submitLabel}
      </Button>
      <Button variant="text" onClick={props.onCancel}>
        {t(CANCEL_WORDS)}
      </Button>
    </div>
  );
}
