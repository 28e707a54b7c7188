// The SwiftUI modifiers re-export the core, so that `import RefreshKitSwiftUI` is the one import a view's file needs
// for `.refreshKitHeader { … }` and `.refreshKit(header: SimpleHeader())`. Unconditional, as in RefreshKitUIKit. The
// UIKit layer is not re-exported: a SwiftUI view names none of it (an app that does imports RefreshKitUIKit).
@_exported import RefreshKit
