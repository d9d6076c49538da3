export declare const OWN_FIRST: string[];
export declare const ownFirst: (fileName: string) => boolean;
