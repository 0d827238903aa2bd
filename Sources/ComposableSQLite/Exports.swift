#if SQLite
  @_exported import GRDB
#endif
