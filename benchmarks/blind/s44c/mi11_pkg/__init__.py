"""Cold-process soap: predict bar hardness (Shore A) after curing from the oil recipe."""
