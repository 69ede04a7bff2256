/** The release name the build was made for, set by webpack's DefinePlugin. */
declare const __RIODE_RELEASE__: string;
