public enum ComposableMigrate {}
