"""Multi-attribute prediction from face-like descriptor vectors."""
