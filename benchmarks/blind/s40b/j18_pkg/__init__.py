"""Pollinator survey: predict bee visits per flower patch per 10-minute count."""
