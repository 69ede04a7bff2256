declare const __RIODE_RELEASE__: string;
