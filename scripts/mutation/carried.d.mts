interface StrykerMutant { fileName: string; mutatorName: string; replacement: string; location: { start: { line: number; column: number }; end: { line: number; column: number } } }
export declare const keyOfMutant: (mutant: StrykerMutant) => string;
export declare const isCarried: (mutant: StrykerMutant) => boolean;
