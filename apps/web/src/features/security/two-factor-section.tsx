import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
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
import { SectionCard } from "../../ui/section-card";
import { twoFactorStatusQueryOptions, useDisableTwoFactor, useRegenerateRecoveryCodes } from "./api/two-factor-api";
import { EnrolmentPanel } from "./enrolment-panel";
import { FactorCodeField, PasswordAgainField } from "./factor-fields";
import { RecoveryCodesPanel } from "./recovery-codes-panel";

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
      <RecoveryCodesPanel codes={mode.codes} continueLabel={t("I have saved my codes")} onContinue={() => back()} />
    );
  else if (mode === "enrol")
    body = (
      <>
        <EnrolmentPanel askPassword onEnrolled={(result) => setMode({ codes: result.recoveryCodes })} />
        <Button sx={{ mt: 1 }} onClick={() => back()}>
          {t("Cancel")}
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
    <SectionCard title={t("Two-factor sign-in")}>
      {notice && mode === "status" && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
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
        <Typography gutterBottom>
          <strong>{t("Two-factor sign-in is off.")}</strong>{" "}
          {t(
            "Turn it on so that a stolen password alone cannot open your account: after your password, the portal asks for a code from an app on your phone.",
          )}
        </Typography>
        <Button variant="contained" onClick={() => onChoose("enrol")} sx={{ mt: 1 }}>
          {t("Set up two-factor sign-in")}
        </Button>
      </>
    );
  }
  return (
    <>
      <Typography gutterBottom>
        <strong>
          {status.enabledAt
            ? t("Two-factor sign-in is on since {date}.", { date: formatDay(status.enabledAt) })
            : t("Two-factor sign-in is on.")}
        </strong>{" "}
        {t("You have {count} of 10 recovery codes left.", { count: status.recoveryCodesLeft })}
      </Typography>
      {status.recoveryCodesLeft <= 3 && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {t("Few recovery codes are left. Get new ones so that you can still sign in if you lose your phone.")}
        </Alert>
      )}
      {status.required && (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t(
            "Every partner must use two-factor sign-in: if you turn it off, for example to move it to a new phone, you set it up again straight away.",
          )}
        </Typography>
      )}
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 1 }}>
        <Button variant="outlined" onClick={() => onChoose("regenerate")}>
          {t("New recovery codes")}
        </Button>
        <Button variant="outlined" color="error" onClick={() => onChoose("disable")}>
          {t("Turn off")}
        </Button>
      </Box>
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
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t("Get new recovery codes")}
      sx={{ maxWidth: 480 }}
    >
      <Typography>{t("Your current recovery codes stop working when you get new ones.")}</Typography>
      <OtherError error={regenerate.error} fields={["code"]} />
      <FactorCodeField control={control} />
      <FormActions pending={regenerate.isPending} submitLabel={t("Get new codes")} onCancel={onCancel} />
    </Box>
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
        if (next === "done") return onDone("Two-factor sign-in is off. Your other sessions were ended.");
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
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t("Turn off two-factor sign-in")}
      sx={{ maxWidth: 480 }}
    >
      <Typography>
        {status.required
          ? t("You will set up a new authenticator app straight after. Your other sessions and trusted browsers end.")
          : t("Your account will be protected by the password alone. Your other sessions and trusted browsers end.")}
      </Typography>
      <OtherError error={disable.error} fields={["password", "code"]} />
      <PasswordAgainField control={control} />
      <FactorCodeField control={control} />
      <FormActions
        pending={disable.isPending}
        submitLabel={t("Turn off two-factor sign-in")}
        onCancel={onCancel}
        danger
      />
    </Box>
  );
}

/** An error that is not about one of the fields (too many tries, server unreachable). */
function OtherError({ error, fields }: { error: Error | null; fields: string[] }) {
  if (!error || (error instanceof ApiError && fields.some((f) => error.fieldErrors[f]?.length))) return null;
  return (
    <Box sx={{ my: 2 }}>
      <ErrorAlert>{error.message}</ErrorAlert>
    </Box>
  );
}

function FormActions(props: { pending: boolean; submitLabel: string; onCancel: () => void; danger?: boolean }) {
  const { t } = useText();
  return (
    <Box sx={{ display: "flex", gap: 1, mt: 2, flexWrap: "wrap" }}>
      <Button type="submit" variant="contained" color={props.danger ? "error" : "primary"} loading={props.pending}>
        {props.submitLabel}
      </Button>
      <Button onClick={props.onCancel}>{t("Cancel")}</Button>
    </Box>
  );
}
