import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api/client";

/** POST /api/auth/logout: ends the session on the server and clears the cookie (204). */
async function logout(): Promise<void> {
  await apiRequest("/api/auth/logout", { method: "POST" });
}

export const useLogout = () => useMutation({ mutationFn: logout, meta: { allowUnauthorized: true } });
