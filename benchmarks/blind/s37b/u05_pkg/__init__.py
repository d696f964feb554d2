"""Neural collaborative filtering on implicit feedback, Trainer-style loop."""
