export declare const isUnitTestFile: (path: string) => boolean;
export declare const isBrowserTestFile: (path: string) => boolean;
