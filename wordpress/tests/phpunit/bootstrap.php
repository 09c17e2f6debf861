<?php
/** PHPUnit: the plugin inside a real WordPress (scripts/wordpress.sh up must have run). */
// Once per run: a test in a separate process (@runTestsInSeparateProcesses) loads this file again,
// and installing anew there would wipe what the running tests stored.
$eos_fresh = getenv('EOS_PHPUNIT_INSTALLED') !== '1';
if ($eos_fresh) {
    passthru(escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(__DIR__ . '/install-test-site.php'), $status);
    if ($status !== 0) {
        fwrite(STDERR, "Could not install the test WordPress (is scripts/wordpress.sh up running?)\n");
        exit(1);
    }
    putenv('EOS_PHPUNIT_INSTALLED=1');
}
require dirname(__DIR__, 2) . '/server/bootstrap-cli.php';
putenv('EOS_TABLE_PREFIX=phpunit_');
require EOS_WP_CORE . '/wp-load.php';
EOS_Schema::upgrade();
if ($eos_fresh) {
    // The tests' site is one where the plugin ran before special categories could be chosen: each
    // part is played by the category with the contract's id (SpecialCategoriesTest chooses others).
    delete_option(EOS_Special_Categories::OPTION);
}
// What the build scheduled in WP-Cron (EOS_Search_Build) would do, before any test searches.
if (!EOS_Search_Table::ready()) {
    EOS_Search_Table::rebuild();
}
require __DIR__ . '/TestCase.php';
require __DIR__ . '/office-content.php';
