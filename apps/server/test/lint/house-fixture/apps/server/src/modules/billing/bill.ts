export const bill = () => "B-1";
