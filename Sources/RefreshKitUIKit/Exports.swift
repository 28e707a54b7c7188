// The UIKit layer re-exports the core, so that `import RefreshKitUIKit` is the one import an app's file needs for
// `tableView.refreshKit.header = SimpleHeader { … }`. Unconditional: where UIKit is missing (macOS, Linux without the
// double) the module still gives the core, and a file written for both compiles unchanged.
@_exported import RefreshKit
