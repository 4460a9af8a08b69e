import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import { useTheme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { formatAed, type MemberView } from "@pp/domain";
import { useText } from "../../../i18n/use-text";
import { Name } from "../../../ui/isolated-value";
import { DeleteOutlineIcon, EditOutlinedIcon } from "../../../ui/material-icons";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import { describeMember } from "./member-labels";

type MemberListProps = {
  members: MemberView[];
  today: string;
  onEdit: (member: MemberView) => void;
  onRemove: (member: MemberView) => void;
};

/** The insured members with their premiums: a table from 960 px, one card per member below. */
export function MemberList(props: MemberListProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"), { noSsr: true });
  return wide ? <MemberTable {...props} /> : <MemberCards {...props} />;
}

function MemberTable({ members, today, onEdit, onRemove }: MemberListProps) {
  const { t } = useText();
  return (
    <TableContainer>
      <Table aria-label={t("Insured members")}>
        <TableHead>
          <TableRow>
            <TableCell>{t("Member")}</TableCell>
            <TableCell>{t("Member type")}</TableCell>
            <TableCell>{t("Relation")}</TableCell>
            <TableCell>{t("Age (date of birth)")}</TableCell>
            <TableCell>{t("Gender")}</TableCell>
            <TableCell align="right">{t("Annual premium")}</TableCell>
            <TableCell align="right">
              <VisuallyHidden>{t("Actions")}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => {
            const m = describeMember(member, today);
            return (
              <TableRow key={member.member_sno}>
                <TableCell component="th" scope="row">
                  <Name>{m.name}</Name>
                </TableCell>
                <TableCell>{m.memberType}</TableCell>
                <TableCell>{m.relation}</TableCell>
                <TableCell>
                  {m.age} ({m.dateOfBirth})
                </TableCell>
                <TableCell>{m.gender}</TableCell>
                <TableCell align="right">{formatAed(member.premium_fils)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  <MemberActions name={m.name} onEdit={() => onEdit(member)} onRemove={() => onRemove(member)} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function MemberCards({ members, today, onEdit, onRemove }: MemberListProps) {
  const { t } = useText();
  return (
    <Box
      component="ul"
      aria-label={t("Insured members")}
      sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}
    >
      {members.map((member) => {
        const m = describeMember(member, today);
        return (
          <Card component="li" variant="outlined" key={member.member_sno}>
            <CardContent sx={{ pb: 0 }}>
              <Typography variant="h3" component="h3" sx={{ overflowWrap: "anywhere" }}>
                <Name>{m.name}</Name>
              </Typography>
              <Box
                component="dl"
                sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
              >
                <Row term={t("Member type")} value={m.memberType} />
                <Row term={t("Relation")} value={m.relation} />
                <Row term={t("Age")} value={`${m.age} (${m.dateOfBirth})`} />
                <Row term={t("Gender")} value={m.gender} />
                <Row term={t("Annual premium")} value={formatAed(member.premium_fils)} />
              </Box>
            </CardContent>
            <CardActions sx={{ justifyContent: "flex-end" }}>
              <MemberActions name={m.name} onEdit={() => onEdit(member)} onRemove={() => onRemove(member)} />
            </CardActions>
          </Card>
        );
      })}
    </Box>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {value}
      </Typography>
    </>
  );
}

function MemberActions({ name, onEdit, onRemove }: { name: string; onEdit: () => void; onRemove: () => void }) {
  const { t } = useText();
  return (
    <>
      <IconButton aria-label={t("Edit {name}", { name })} onClick={onEdit}>
        <EditOutlinedIcon />
      </IconButton>
      <IconButton aria-label={t("Remove {name}", { name })} onClick={onRemove} color="error">
        <DeleteOutlineIcon />
      </IconButton>
    </>
  );
}
