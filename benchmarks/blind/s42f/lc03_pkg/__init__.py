"""Podcast episode retrieval: listener tower x episode tower, in-batch negatives."""
