export { bill } from "./bill";
