// AlarmCore: the model layer of article 000's Alarm app, on OpenCombine.
// See AlarmCore.docc/AlarmCore.md for the module overview and the `Combine` mapping,
// and AlarmCore.docc/Deeplinks.md for the deeplink rules.

// The article writes `import Combine`. On Linux, Combine is OpenCombine: re-exporting it
// means `import AlarmCore` alone brings `ObservableObject`, `@Published`, `AnyCancellable`,
// `sink`, `removeDuplicates`, `dropFirst` and `assign(to:)` into scope.
@_exported import OpenCombine
