export declare const isOwnTest: (path: string) => boolean;
