// The app sources this target compiles are the ones in App/ as layoutshot-port writes them, in Ported/. App/ is
// written as an iOS app writes it; LayoutShotPortTests checks that Ported/ is what the tool makes of it today, and
// the semantic tests of LayoutShotPortFixtureTests run it.
