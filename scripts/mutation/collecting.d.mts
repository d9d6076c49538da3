export declare const COLLECTING: '(collecting)';
export declare function attributeCollection(
  coverage: { static: Record<string, number>; perTest: Record<string, Record<string, number>> },
  tests: { id: string }[],
): void;
