"""Streaming next-step model of sewage lift-station pumps (rag-clog early warning)."""
