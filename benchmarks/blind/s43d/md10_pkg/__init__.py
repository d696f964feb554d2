"""Crevasse detection from ground-penetrating-radar traces: deep ensemble distilled into one student."""
