export declare const RENDER_HOST: { execArgv: string[]; env: Record<string, string> };
