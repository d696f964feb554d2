"""Tabular income classifier with categorical embeddings and a metric tracker."""
