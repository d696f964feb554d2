"""Domain-adversarial shot-time / channeling prediction for espresso pucks from two grinders."""
