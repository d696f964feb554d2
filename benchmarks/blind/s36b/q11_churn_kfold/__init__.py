"""Telecom churn: 5-fold CV MLP with out-of-fold predictions and a test-set blend."""
