import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "jsdom",
    include: ["test/**/*.test.js"],
    // jsdom views of a whole catalogue are slow on a busy shared machine; a timeout is not a speed test
    testTimeout: 30_000,
  },
});
