#if !LiveServer
  import Testing

  /// Stands for the live server's tests in a build without the `LiveServer` trait.
  @Test(
    .disabled(
      "The live server is built only with the LiveServer trait: swift test --traits LiveServer")
  )
  func liveServerTestsNeedTheLiveServerTrait() {}
#endif
