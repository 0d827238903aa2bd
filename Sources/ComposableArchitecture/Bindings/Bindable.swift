#if !canImport(SwiftUI)
  /// A property wrapper type that supports creating bindings to the mutable properties of
  /// observable objects.
  ///
  /// The platform-neutral counterpart of SwiftUI's `Bindable`, with the same spelling, for
  /// platforms without SwiftUI. On Apple platforms SwiftUI's type takes its place.
  ///
  /// Hold a store with it to derive bindings from the store, as a view does:
  ///
  /// ```swift
  /// struct FeatureView {
  ///   @Bindable var store: StoreOf<Feature>
  ///
  ///   func body() {
  ///     let text: Binding<String> = $store.text
  ///     let isOn: Binding<Bool> = $store.isOn.sending(\.toggleTapped)
  ///     let child = $store.scope(\.destination?.editForm, action: \.destination.editForm)
  ///   }
  /// }
  /// ```
  @propertyWrapper
  @dynamicMemberLookup
  public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value

    /// The bindable wrapper for the object, which creates bindings to its properties through
    /// dynamic member lookup.
    public var projectedValue: Bindable<Value> {
      self
    }

    /// Creates a bindable object from an observable object.
    ///
    /// This is the initializer `@Bindable var store: StoreOf<Feature>` calls.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
      self.wrappedValue = wrappedValue
    }

    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
      self.wrappedValue = wrappedValue
    }

    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) {
      self = projectedValue
    }

    /// Returns a binding to the value at a writable key path of the object.
    ///
    /// For a store, `$store.text` is such a binding: reading it reads the store's state, writing
    /// it sends a binding action.
    @MainActor
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
      let object = self.wrappedValue
      return Binding(
        get: { object[keyPath: keyPath] },
        set: { object[keyPath: keyPath] = $0 }
      )
    }
  }

  extension Bindable: Identifiable where Value: Identifiable {
    /// The identity of the wrapped object.
    public var id: Value.ID { self.wrappedValue.id }
  }
#endif
