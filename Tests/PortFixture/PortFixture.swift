// The app sources this target compiles are the ones in App/, ported at build time by LayoutShotPortPlugin:
// App/ is excluded from the target, and the plugin ports what the target excludes. They are written as an iOS
// app writes them, and are what the porting tool's semantic tests run.
