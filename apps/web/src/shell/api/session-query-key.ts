/** The session query's key, apart from its schema: the sign-in page fills the query and loads no zod. */
export const sessionQueryKey = ["session"] as const;
