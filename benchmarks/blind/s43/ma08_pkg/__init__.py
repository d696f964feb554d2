"""Manhole-cover condition grading, district by district, one grading head per district."""
