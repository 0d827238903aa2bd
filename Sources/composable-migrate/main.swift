print("composable-migrate: not implemented yet")
