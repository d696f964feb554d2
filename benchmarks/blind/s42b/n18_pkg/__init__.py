"""Visitor-flow models for a museum: next gallery room, then dwell time and audio-guide use."""
