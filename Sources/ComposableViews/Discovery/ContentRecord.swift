internal import SwiftShims

/// A record the compiler places in the `swift5_tests` section of a binary, in the layout Swift
/// Testing documents for test content: a kind, an accessor that writes the record's value, and
/// two words this module leaves zero. `#Preview` and the live server's app runner emit them;
/// Swift Testing reads only its own kinds, and this module only its own.
public typealias _ContentRecord = (
  kind: UInt32,
  reserved1: UInt32,
  accessor:
    @convention(c) (
      _ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?,
      _ reserved: UInt
    ) -> Bool,
  context: UInt,
  reserved2: UInt
)

/// The kinds of content record this module reads: four ASCII letters each, as Swift Testing's
/// own kinds are (`test`, `exit`).
public enum _ContentRecordKind {
  /// A `#Preview`: its accessor writes a ``Preview``.
  public static let preview: UInt32 = 0x7463_6170  // "tcap"
  /// A way to run an ``App``: its accessor writes an ``AppRunner``.
  public static let appRunner: UInt32 = 0x7463_6172  // "tcar"
}

/// Reads the content records of every image loaded in the process.
enum ContentRecords {
  /// The values of every record of `kind` whose accessor writes a `T`, in the order the images
  /// and their records were loaded (within a file, the order of its declarations).
  static func values<T>(of kind: UInt32, as type: T.Type) -> [T] {
    #if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD) || os(Windows)
      var found: [T] = []
      let collect: (UnsafeRawPointer, Int) -> Void = { start, length in
        let count = length / MemoryLayout<_ContentRecord>.stride
        let records = start.bindMemory(to: _ContentRecord.self, capacity: count)
        for index in 0..<count where records[index].kind == kind {
          if let value = read(records[index], as: T.self) { found.append(value) }
        }
      }
      withoutActuallyEscaping(collect) { collect in
        withUnsafePointer(to: collect) { context in
          swift_enumerateAllMetadataSections(
            { sections, context in
              let range = sections.pointee.swift5_tests
              if range.length > 0, let start = UnsafeRawPointer(bitPattern: range.start) {
                context.assumingMemoryBound(to: ((UnsafeRawPointer, Int) -> Void).self)
                  .pointee(start, Int(range.length))
              }
              return true
            },
            UnsafeMutableRawPointer(mutating: context)
          )
        }
      }
      return found
    #else
      // Apple platforms use SwiftUI's own previews and apps; other platforms have no section
      // enumeration in the runtime: nothing is found.
      return []
    #endif
  }

  /// The value one record's accessor writes, or `nil` when it writes another type.
  private static func read<T>(_ record: _ContentRecord, as type: T.Type) -> T? {
    let value = UnsafeMutablePointer<T>.allocate(capacity: 1)
    defer { value.deallocate() }
    var expected: Any.Type = T.self
    let written = withUnsafePointer(to: &expected) { expected in
      record.accessor(UnsafeMutableRawPointer(value), UnsafeRawPointer(expected), nil, 0)
    }
    return written ? value.move() : nil
  }
}

#if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD) || os(Windows)
  /// The Swift runtime's walk over the metadata sections of every loaded image (Swift Testing
  /// finds its tests with it on these platforms).
  @_silgen_name("swift_enumerateAllMetadataSections")
  private func swift_enumerateAllMetadataSections(
    _ body:
      @convention(c) (
        _ sections: UnsafePointer<MetadataSections>, _ context: UnsafeMutableRawPointer
      ) -> Bool,
    _ context: UnsafeMutableRawPointer
  )
#endif
