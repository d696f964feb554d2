"""Predicting seedling traits of Phalaenopsis crosses from the two parents' records."""
