"""Pointer-generator summaries of synthetic regional weather bulletins."""
