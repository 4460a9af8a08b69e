export { type OrderId, placeOrder } from "./order-repository";
