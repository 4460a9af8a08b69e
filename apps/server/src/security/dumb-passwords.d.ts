declare module "dumb-passwords" {
  const dumbPasswords: { check(password: string): boolean };
  export default dumbPasswords;
}
