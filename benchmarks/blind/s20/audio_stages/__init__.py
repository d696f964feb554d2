"""Two-stage audio event classifier trained with an explicit stage boundary."""
