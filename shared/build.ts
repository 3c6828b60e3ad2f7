/** Where the worker tells the id of the build it serves (decision 013). */
export const BUILD_PATH = '/__build';
