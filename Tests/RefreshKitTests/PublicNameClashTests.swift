import Foundation
import Testing

/// An app imports RefreshKit beside SwiftUI, UIKit or AppKit, Foundation and Combine, often in one file: no public
/// top-level name of the library may be one that those frameworks declare, or every use has to be qualified
/// (`RefreshKit.ScrollView`).
///
/// The list is taken from the top-level symbols in Apple's developer documentation for each framework
/// (developer.apple.com/documentation/swiftui, /uikit, /appkit, /foundation and /combine): the types, protocols and
/// type aliases an app is most likely to name, gathered in November 2026. UIKit and AppKit declare their top-level
/// types with the prefixes `UI` and `NS` (`UIScrollView`, `NSEdgeInsets`): the library uses neither prefix, and a test
/// below keeps it so.
@Suite struct PublicNameClashTests {
  static let swiftUI: Set<String> = [
    "Accessibility", "AccessibilityActionKind", "AccessibilityAdjustmentDirection", "AccessibilityTraits", "Alert",
    "Alignment", "AlignmentID", "Anchor", "Angle", "AngularGradient", "Animatable", "AnimatableData", "Animation",
    "AnyGesture", "AnyLayout", "AnyShape", "AnyShapeStyle", "AnyTransition", "AnyView", "App", "AppStorage",
    "AsyncImage", "Axis", "BackgroundStyle", "Binding", "BlendMode", "Bindable", "Body", "Button", "ButtonRole",
    "ButtonStyle", "Canvas", "Capsule", "Circle", "Color", "ColorScheme", "Commands", "ContainerRelativeShape",
    "ContentMode", "ContentShape", "ContentUnavailableView", "ControlGroup", "ControlSize", "CoordinateSpace",
    "DatePicker", "DisclosureGroup", "Divider", "DocumentGroup", "DragGesture", "DynamicProperty", "EditButton",
    "EditMode", "Edge", "EdgeInsets", "Ellipse", "EmptyView", "Environment", "EnvironmentObject", "EnvironmentValues",
    "EquatableView", "FetchRequest", "FocusState", "FocusedValue", "Font", "ForEach", "Form", "Gauge", "Gesture",
    "GestureState", "GeometryProxy", "GeometryReader", "Gradient", "Grid", "GridItem", "GridRow", "Group", "GroupBox",
    "HStack", "HorizontalAlignment", "Image", "ImageRenderer", "KeyEquivalent", "KeyframeAnimator", "Label",
    "LabeledContent", "Layout", "LayoutDirection", "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack",
    "LinearGradient", "Link", "List", "LocalizedStringKey", "LongPressGesture", "MagnifyGesture", "Material", "Menu",
    "Namespace", "NavigationLink", "NavigationPath", "NavigationSplitView", "NavigationStack", "NavigationView",
    "ObservedObject", "OpenURLAction", "Path", "PhaseAnimator", "Picker", "PreferenceKey", "PresentationDetent",
    "PrimitiveButtonStyle", "ProgressView", "ProgressViewStyle", "ProposedViewSize", "RadialGradient", "Rectangle",
    "RefreshAction", "RenameButton", "RotateGesture", "RoundedRectangle", "SafeAreaRegions", "Scene", "ScenePhase",
    "SceneStorage", "ScrollAnchorRole", "ScrollBounceBehavior", "ScrollContentOffsetAdjustmentBehavior",
    "ScrollDismissesKeyboardMode", "ScrollGeometry", "ScrollIndicatorVisibility", "ScrollPhase",
    "ScrollPhaseChangeContext", "ScrollPosition", "ScrollTarget", "ScrollTargetBehavior", "ScrollTransitionPhase",
    "ScrollView", "ScrollViewProxy", "ScrollViewReader", "SearchFieldPlacement", "Section", "SecureField",
    "SegmentedPickerStyle", "Settings", "Shape", "ShapeStyle", "ShareLink", "Slider", "Spacer", "SpatialTapGesture",
    "Spring", "State", "StateObject", "Stepper", "StrokeStyle", "SubmitLabel", "Subview", "SwiftUI", "Table",
    "TabView", "TapGesture", "Text", "TextAlignment", "TextEditor", "TextField", "TextRenderer", "TimelineView",
    "Toggle", "ToolbarItem", "ToolbarItemGroup", "Transaction", "Transition", "UIViewRepresentable",
    "UIViewControllerRepresentable", "UnitPoint", "VStack", "VerticalAlignment", "View", "ViewBuilder",
    "ViewModifier", "ViewThatFits", "Window", "WindowGroup", "ZStack",
  ]

  static let foundation: Set<String> = [
    "AffineTransform", "AttributedString", "Bundle", "Calendar", "CharacterSet", "Data", "Date", "DateComponents",
    "DateFormatter", "DateInterval", "Decimal", "DispatchQueue", "Duration", "FileHandle", "FileManager",
    "FormatStyle", "IndexPath", "IndexSet", "JSONDecoder", "JSONEncoder", "Locale", "Measurement", "Notification",
    "NotificationCenter", "NumberFormatter", "Operation", "OperationQueue", "Pipe", "Process", "ProcessInfo",
    "PropertyListDecoder", "PropertyListEncoder", "Progress", "RunLoop", "Scanner", "Thread", "TimeInterval",
    "TimeZone", "Timer", "URL", "URLComponents", "URLRequest", "URLSession", "UUID", "Unit", "UserDefaults",
    "Predicate", "Expression", "SortDescriptor",
  ]

  static let combine: Set<String> = [
    "AnyCancellable", "AnyPublisher", "AnySubscriber", "Cancellable", "CurrentValueSubject", "Deferred", "Empty",
    "Fail", "Future", "Just", "ObservableObject", "ObservableObjectPublisher", "PassthroughSubject", "Published",
    "Publisher", "Publishers", "Record", "Scheduler", "Subject", "Subscriber", "Subscribers", "Subscription",
    "TopLevelDecoder", "TopLevelEncoder",
  ]

  /// The names every framework above declares.
  static var frameworkNames: Set<String> { swiftUI.union(foundation).union(combine) }

  /// The public and open top-level names the library declares, read from its sources.
  static func libraryNames() throws -> Set<String> {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/RefreshKit")
    let files =
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    let declaration = try Regex(
      #"^(?:@\w+ )*(?:public|open) (?:final )?(?:class|struct|enum|protocol|typealias|actor|func|var|let) (\w+)"#)
    var names: Set<String> = []
    for file in files {
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        if let match = try declaration.firstMatch(in: String(line)), let name = match.output[1].substring {
          names.insert(String(name))
        }
      }
    }
    return names
  }

  @Test func noPublicTopLevelNameIsOneThatSwiftUIUIKitAppKitFoundationOrCombineDeclares() throws {
    let names = try Self.libraryNames()
    #expect(names.contains("ScrollModel"), "the scan found the library's names")
    #expect(names.count > 20)
    let clashes = names.intersection(Self.frameworkNames).sorted()
    #expect(clashes.isEmpty, "public names that an app importing SwiftUI, UIKit or Foundation cannot use: \(clashes)")
  }

  @Test func noPublicTopLevelNameUsesUIKitsOrAppKitsPrefix() throws {
    let prefixed = try Self.libraryNames().filter { name in
      ["UI", "NS"].contains { prefix in
        name.hasPrefix(prefix) && name.dropFirst(2).first.map { $0.isUppercase } == true
      }
    }
    #expect(prefixed.isEmpty, "names in UIKit's or AppKit's namespace: \(prefixed.sorted())")
  }

  @Test func theGuardKnowsTheNamesThatClashedBefore() {
    // The names the library had before it was renamed: the guard must keep catching them.
    for old in ["ScrollView", "EdgeInsets", "TextRenderer"] {
      #expect(Self.frameworkNames.contains(old))
    }
  }
}
