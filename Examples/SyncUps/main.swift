import ComposableArchitecture

print("SyncUps: coming soon")
