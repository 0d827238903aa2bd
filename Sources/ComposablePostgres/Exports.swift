#if PostgreSQL
  @_exported import PostgresNIO
#endif
