// Preloaded into every test process: an unhandled rejection or uncaught exception fails the run
// (PRODUCT.md: "no unhandled rejection"), even when it happens after the last assertion.
process.on('unhandledRejection', (reason) => {
  console.error('Unhandled rejection in test:', reason);
  process.exitCode = 1;
});
process.on('uncaughtException', (error) => {
  console.error('Uncaught exception in test:', error);
  process.exitCode = 1;
});
