"""Credit-card default prediction with a small Lightning-style training loop."""
